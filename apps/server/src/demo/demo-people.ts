import type { PasswordRules } from '@acervo/contract';
import type { Database } from '../db/database.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';

/** Registration-number logins use a numeric PIN of 4-6 digits (spec §5: the digits-only rule). */
export const pinRules: PasswordRules = {
  length: { min: 4, max: 6 },
  has_numbers: true,
  only_numbers: true,
  diff_case: false,
  special_char: false,
  diff_name: false,
  last_pw: 1,
};

/** Username logins use a strong password. */
export const strongRules: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: false,
  diff_case: true,
  special_char: true,
  diff_name: true,
  last_pw: 3,
};

/** Which categories log in with a registration number and PIN (the rest use a username). */
const pinCategories = [1, 5, 6];

type DemoLogin = { usuario: string; senha: string; categoria: number; bloqueado?: boolean };
type DemoPerson = {
  key: string;
  nome: string;
  email: string | null;
  cpf: string | null;
  telefone: string | null;
  departamento: string | null;
  cidade: string;
  logins: DemoLogin[];
};

/**
 * The demo patrons: every category of spec §1, PIN and strong-password logins, a locked account,
 * a person with two logins, and two person records sharing one tax number (the duplicate-person
 * check). The README lists them; `key` is how the demo circulation refers to them.
 */
export const demoPeople: DemoPerson[] = [
  {
    key: 'ana',
    nome: 'Ana Beatriz Souza',
    email: 'ana.souza@aluno.uniacervo.example',
    cpf: '12345678062',
    telefone: '(61) 99101-0001',
    departamento: 'Departamento de Letras',
    cidade: 'Brasília',
    logins: [{ usuario: '2024001', senha: '4821', categoria: 1 }],
  },
  {
    key: 'bruno',
    nome: 'Bruno Carvalho Lima',
    email: 'bruno.lima@pos.uniacervo.example',
    cpf: '23456789173',
    telefone: '(61) 99101-0002',
    departamento: 'Departamento de História',
    cidade: 'Brasília',
    logins: [{ usuario: 'bruno.lima', senha: 'Acervo@2024', categoria: 2 }],
  },
  {
    key: 'carla',
    nome: 'Carla Mendes Ribeiro',
    email: 'carla.ribeiro@uniacervo.example',
    cpf: '34567891228',
    telefone: '(61) 3000-1003',
    departamento: 'Departamento de Direito',
    cidade: 'Taguatinga',
    logins: [{ usuario: 'carla.ribeiro', senha: 'Biblio#2024', categoria: 3 }],
  },
  {
    key: 'daniel',
    nome: 'Daniel Rocha Alves',
    email: 'daniel.alves@uniacervo.example',
    cpf: '45678912364',
    telefone: '(61) 3000-1004',
    departamento: 'Departamento de Ciência da Computação',
    cidade: 'Brasília',
    logins: [{ usuario: 'daniel.alves', senha: 'Prof$Acervo1', categoria: 4 }],
  },
  {
    key: 'elena',
    nome: 'Elena García Torres',
    email: 'elena.garcia@intercambio.uniacervo.example',
    cpf: null,
    telefone: null,
    departamento: 'Departamento de Letras',
    cidade: 'Brasília',
    logins: [{ usuario: '2024105', senha: '90817', categoria: 5 }],
  },
  {
    key: 'fabio',
    nome: 'Fábio Nunes',
    email: 'fabio.nunes@comunidade.example',
    cpf: '56789123482',
    telefone: '(61) 99101-0006',
    departamento: null,
    cidade: 'Guará',
    logins: [{ usuario: '2024200', senha: '135790', categoria: 6, bloqueado: true }],
  },
  {
    key: 'gabriela',
    nome: 'Gabriela Pinto Moreira',
    email: null,
    cpf: '67891234582',
    telefone: '(61) 99101-0007',
    departamento: null,
    cidade: 'Brasília',
    logins: [{ usuario: 'gabriela.moreira', senha: 'Especial!2024', categoria: 7 }],
  },
  {
    key: 'helena',
    nome: 'Helena Martins Costa',
    email: 'helena.costa@uniacervo.example',
    cpf: '78912345664',
    telefone: '(61) 99101-0008',
    departamento: 'Departamento de Medicina',
    cidade: 'Brasília',
    logins: [
      { usuario: '2019050', senha: '2580', categoria: 1 },
      { usuario: 'helena.costa', senha: 'Servidora@2024', categoria: 3 },
    ],
  },
  {
    key: 'jose-aluno',
    nome: 'José Pereira Santos',
    email: 'jose.santos@aluno.uniacervo.example',
    cpf: '89123456728',
    telefone: '(61) 99101-0009',
    departamento: 'Departamento de Engenharia Civil',
    cidade: 'Ceilândia',
    logins: [{ usuario: '2022300', senha: '2468', categoria: 1 }],
  },
  {
    // The same man registered again as staff: same tax number, a second person record.
    key: 'jose-servidor',
    nome: 'José Pereira Santos',
    email: 'jose.santos@uniacervo.example',
    cpf: '89123456728',
    telefone: '(61) 3000-1010',
    departamento: 'Departamento de Engenharia Civil',
    cidade: 'Ceilândia',
    logins: [{ usuario: 'jose.santos', senha: 'Servidor@2024', categoria: 3 }],
  },
  {
    key: 'igor',
    nome: 'Igor Fernandes Batista',
    email: 'igor.batista@pos.uniacervo.example',
    cpf: '91234567873',
    telefone: '(61) 99101-0011',
    departamento: 'Departamento de Ciência da Computação',
    cidade: 'Brasília',
    logins: [{ usuario: 'igor.batista', senha: 'Mestrado@2024', categoria: 2 }],
  },
];

/** Seeds the demo patrons once; passwords are hashed before the transaction opens. */
export async function seedDemoPeople(db: Database, passwords: PasswordHasher): Promise<boolean> {
  const [existing] = await db.query('select 1 from pessoa limit 1');
  if (existing) return false;
  const hashes = new Map<string, string>();
  await Promise.all(
    demoPeople.flatMap((person) =>
      person.logins.map(async (login) => hashes.set(login.usuario, await passwords.hash(login.senha))),
    ),
  );
  await db.transaction(async (tx) => {
    for (const category of [1, 2, 3, 4, 5, 6, 7]) {
      await tx.query('update categoria_usuario set regras_senha = $2 where cod_categoria = $1', [
        category,
        JSON.stringify(pinCategories.includes(category) ? pinRules : strongRules),
      ]);
    }
    for (const person of demoPeople) {
      const [row] = await tx.query<{ cod_pessoa: number }>(
        `insert into pessoa (nome_pessoa, email, cpf, telefone, cidade, nacionalidade, cod_departamento)
         values ($1, $2, $3, $4, $5, $6, (select cod_departamento from departamento where descricao = $7))
         returning cod_pessoa`,
        [
          person.nome,
          person.email,
          person.cpf,
          person.telefone,
          person.cidade,
          person.key === 'elena' ? 'Espanhola' : 'Brasileira',
          person.departamento,
        ],
      );
      for (const login of person.logins) {
        await tx.query(
          `insert into login (cod_pessoa, usuario, senha_hash, cod_categoria, bloqueado, bloqueado_em, tentativas_falhas)
           values ($1, $2, $3, $4, $5, case when $5 then now() end, case when $5 then 5 else 0 end)`,
          [
            row!.cod_pessoa,
            login.usuario,
            hashes.get(login.usuario),
            login.categoria,
            login.bloqueado ?? false,
          ],
        );
      }
    }
  });
  return true;
}
