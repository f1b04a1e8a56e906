import { activity, moduleCode } from '@acervo/contract';
import type { Queryable } from '../db/database.ts';

const text = (pt: string, en: string, es: string) => JSON.stringify({ pt, en, es });

const demoCampuses = [
  { sigla: 'CEN', nome_campus: 'Campus Central' },
  { sigla: 'SAU', nome_campus: 'Campus da Saúde' },
  { sigla: 'TEC', nome_campus: 'Campus Tecnológico' },
] as const;

const demoLibraries = [
  { sigla: 'BC', campus: 'CEN', desc_biblioteca: 'Biblioteca Central', email: 'bc@uniacervo.example' },
  {
    sigla: 'BDIR',
    campus: 'CEN',
    desc_biblioteca: 'Biblioteca de Direito',
    email: 'direito@uniacervo.example',
  },
  {
    sigla: 'BLET',
    campus: 'CEN',
    desc_biblioteca: 'Biblioteca de Letras e Artes',
    email: 'letras@uniacervo.example',
  },
  {
    sigla: 'BCS',
    campus: 'SAU',
    desc_biblioteca: 'Biblioteca de Ciências da Saúde',
    email: 'saude@uniacervo.example',
  },
  {
    sigla: 'BHU',
    campus: 'SAU',
    desc_biblioteca: 'Biblioteca do Hospital Universitário',
    email: 'hu@uniacervo.example',
  },
  {
    sigla: 'BENG',
    campus: 'TEC',
    desc_biblioteca: 'Biblioteca de Engenharia',
    email: 'eng@uniacervo.example',
  },
  {
    sigla: 'BCOMP',
    campus: 'TEC',
    desc_biblioteca: 'Biblioteca de Computação',
    email: 'comp@uniacervo.example',
  },
] as const;

/** Loan types: how long a copy goes out and whether it can be held. */
const demoLoanTypes = [
  { code: 1, name: text('Normal', 'Standard', 'Normal'), lend: true, hold: true, days: 30 },
  { code: 2, name: text('Semanal', 'One week', 'Semanal'), lend: true, hold: true, days: 7 },
  {
    code: 3,
    name: text('Especial (3 dias)', 'Short loan (3 days)', 'Especial (3 días)'),
    lend: true,
    hold: false,
    days: 3,
  },
  {
    code: 4,
    name: text('Consulta local', 'Reference only', 'Consulta en sala'),
    lend: false,
    hold: false,
    days: 0,
  },
] as const;

/** Patron categories of spec §1 with their loan rules; codes as spec §6 lists them. */
const demoCategories = [
  {
    code: 1,
    name: text('Aluno de graduação', 'Undergraduate student', 'Estudiante de grado'),
    login: '01',
    loans: 5,
    days: 14,
    renewals: 3,
    holds: 3,
    fine: 1.0,
  },
  {
    code: 2,
    name: text('Aluno de pós-graduação', 'Graduate student', 'Estudiante de posgrado'),
    login: '03',
    loans: 8,
    days: 21,
    renewals: 5,
    holds: 5,
    fine: 1.0,
  },
  {
    code: 3,
    name: text('Funcionário', 'Employee', 'Funcionario'),
    login: '05',
    loans: 5,
    days: 14,
    renewals: 3,
    holds: 3,
    fine: 1.0,
  },
  {
    code: 4,
    name: text('Professor', 'Professor', 'Profesor'),
    login: '04',
    loans: 15,
    days: 30,
    renewals: 5,
    holds: 10,
    fine: 0.5,
  },
  {
    code: 5,
    name: text('Aluno de intercâmbio', 'Exchange student', 'Estudiante de intercambio'),
    login: 'Intercamb',
    loans: 3,
    days: 14,
    renewals: 2,
    holds: 2,
    fine: 1.0,
  },
  {
    code: 6,
    name: text('Membro da comunidade', 'Community member', 'Miembro de la comunidad'),
    login: 'MembroComun',
    loans: 2,
    days: 7,
    renewals: 1,
    holds: 1,
    fine: 1.5,
  },
  {
    code: 7,
    name: text('Usuário especial', 'Special user', 'Usuario especial'),
    login: '10',
    loans: 5,
    days: 14,
    renewals: 3,
    holds: 3,
    fine: 1.0,
  },
] as const;

const demoDepartments = [
  'Departamento de Letras',
  'Departamento de Direito',
  'Departamento de Medicina',
  'Departamento de Engenharia Civil',
  'Departamento de Ciência da Computação',
  'Departamento de História',
] as const;

const catalogueTabs = [
  activity.referenceTab,
  activity.marcTab,
  activity.copiesTab,
  activity.dublinCoreTab,
  activity.kardexTab,
  activity.statisticsTab,
];

/**
 * What anonymous visitors get: catalogue tabs, the footer's network and database links, and the
 * login in a modal window (107; ADR 045) wherever the portal asks a visitor to log in.
 */
const visitorActivities = [
  ...catalogueTabs,
  activity.hold,
  activity.loanRequest,
  activity.comments,
  activity.acquisitionSuggestion,
  activity.networkCatalogueLink,
  activity.databaseLink,
  activity.vendorLogo,
  activity.modalLogin,
];

/** What every patron category may do once logged in; community members cannot request loans. */
function categoryActivities(category: number): number[] {
  const all = [...visitorActivities, activity.personalAreaMenu];
  return category === 6 ? all.filter((code) => code !== activity.loanRequest) : all;
}

/** Campuses, libraries, loan types, categories and permissions of the demo university. */
export async function seedDemoOrganisation(db: Queryable): Promise<void> {
  const [existing] = await db.query('select 1 from campus limit 1');
  if (existing) return;

  for (const campus of demoCampuses) {
    await db.query('insert into campus (sigla, nome_campus) values ($1, $2)', [
      campus.sigla,
      campus.nome_campus,
    ]);
  }
  for (const library of demoLibraries) {
    await db.query(
      `insert into biblioteca (cod_campus, sigla, desc_biblioteca, email, telefone)
       select cod_campus, $2, $3, $4, '(61) 3000-0000' from campus where sigla = $1`,
      [library.campus, library.sigla, library.desc_biblioteca, library.email],
    );
  }
  for (const type of demoLoanTypes) {
    await db.query(
      `insert into tipo_emprestimo (cod_tipo_emprestimo, descricao, permite_emprestimo, permite_reserva, prazo_dias)
       values ($1, $2, $3, $4, $5)`,
      [type.code, type.name, type.lend, type.hold, type.days],
    );
  }
  for (const category of demoCategories) {
    await db.query(
      `insert into categoria_usuario (cod_categoria, descricao, codigo_login, limite_emprestimos,
         prazo_emprestimo_dias, limite_renovacoes, limite_reservas, multa_diaria)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        category.code,
        category.name,
        category.login,
        category.loans,
        category.days,
        category.renewals,
        category.holds,
        category.fine,
      ],
    );
    for (const code of categoryActivities(category.code)) {
      const module = code === activity.personalAreaMenu ? moduleCode.myArea : moduleCode.catalogue;
      await db.query(
        'insert into categoria_permissao (cod_categoria, cod_modulo, cod_atividade) values ($1, $2, $3)',
        [category.code, module, code],
      );
    }
  }
  for (const code of visitorActivities) {
    await db.query('insert into instituicao_atividade (cod_modulo, cod_atividade) values ($1, $2)', [
      moduleCode.catalogue,
      code,
    ]);
  }
  for (const name of demoDepartments) {
    await db.query('insert into departamento (descricao) values ($1)', [name]);
  }
}
