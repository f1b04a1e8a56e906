import type { PersonalData, PersonalDataUpdate } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

const personalColumns = `nome_pessoa, email, telefone, logradouro, complemento, cep, cidade, bairro, rg, cpf,
  nacionalidade, sexo, to_char(data_nascimento, 'YYYY-MM-DD') as data_nascimento, escolaridade, localizacao,
  profissao, estado_civil, receber_email`;

export async function findPersonalData(db: Queryable, codPessoa: number): Promise<PersonalData | null> {
  const [row] = await db.query<PersonalData>(`select ${personalColumns} from pessoa where cod_pessoa = $1`, [
    codPessoa,
  ]);
  return row ?? null;
}

/** Writes the given fields only; '' and null clear an optional field. */
export async function updatePersonalData(db: Queryable, codPessoa: number, update: PersonalDataUpdate) {
  const entries = Object.entries(update).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  // Column names come from the contract's schema keys, never from the request as typed.
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  const values = entries.map(([, value]) => (value === '' ? null : value));
  await db.query(`update pessoa set ${assignments.join(', ')} where cod_pessoa = $1`, [codPessoa, ...values]);
}

export async function listDepartments(db: Queryable) {
  return db.query<{ codigo: number; descricao: string }>(
    'select cod_departamento as codigo, descricao from departamento order by descricao',
  );
}

type PersonLogin = {
  cod_login: number;
  usuario: string;
  categoria: string;
  ativo: boolean;
  bloqueado: boolean;
};

/** Every login of a person, with its category in the caller's language. */
export async function listPersonLogins(
  db: Queryable,
  codPessoa: number,
  locale: ApiLocale,
): Promise<PersonLogin[]> {
  return db.query<PersonLogin>(
    `select l.cod_login, l.usuario, coalesce(c.descricao ->> $2, c.descricao ->> 'pt') as categoria, l.ativo, l.bloqueado
       from login l join categoria_usuario c using (cod_categoria)
      where l.cod_pessoa = $1
      order by l.cod_login`,
    [codPessoa, locale],
  );
}

export async function listDeviations(db: Queryable, codPessoa: number, today: string) {
  return db.query<{
    codigo: number;
    cod_biblioteca: number | null;
    desc_biblioteca: string | null;
    data_inicio: string;
    data_fim: string;
    motivo: string;
    ativo: boolean;
  }>(
    `select a.cod_afastamento as codigo, a.cod_biblioteca, b.desc_biblioteca, a.data_inicio, a.data_fim, a.motivo,
            ($2::date between a.data_inicio and a.data_fim) as ativo
       from afastamento a left join biblioteca b using (cod_biblioteca)
      where a.cod_pessoa = $1
      order by a.data_inicio desc, a.cod_afastamento desc`,
    [codPessoa, today],
  );
}

/** What stands in the way of renewing on the library's `today`: a suspension in force, open debts, a locked login. */
export async function renewalObstacles(db: Queryable, codPessoa: number, codLogin: number, today: string) {
  const [row] = await db.query<{ suspended_until: string | null; debt: number; locked: boolean }>(
    `select (select max(data_fim) from afastamento
              where cod_pessoa = $1 and $3::date between data_inicio and data_fim) as suspended_until,
            (select coalesce(sum(greatest(valor - desconto - valor_pago, 0)), 0) from multa
              where cod_pessoa = $1 and data_pagamento is null) as debt,
            (select bloqueado from login where cod_login = $2) as locked`,
    [codPessoa, codLogin, today],
  );
  return row!;
}

/** Every patron category's name in the language asked for (Portuguese where it has none), by code. */
export async function patronCategoryNames(db: Queryable, locale: ApiLocale): Promise<Map<number, string>> {
  const rows = await db.query<{ cod_categoria: number; descricao: string }>(
    `select cod_categoria, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from categoria_usuario`,
    [locale],
  );
  return new Map(rows.map((row) => [row.cod_categoria, row.descricao]));
}

/** The password rules of the login's category, as stored (null when it has none). */
export async function categoryPasswordRules(db: Queryable, codLogin: number) {
  const [row] = await db.query<{ regras_senha: unknown }>(
    `select c.regras_senha from login l join categoria_usuario c using (cod_categoria) where l.cod_login = $1`,
    [codLogin],
  );
  return row?.regras_senha;
}

/** The hashes of the login's `count` previous passwords, newest first. */
export async function previousPasswordHashes(db: Queryable, codLogin: number, count: number) {
  const rows = await db.query<{ senha_hash: string }>(
    'select senha_hash from senha_anterior where cod_login = $1 order by criada_em desc limit $2',
    [codLogin, count],
  );
  return rows.map((row) => row.senha_hash);
}

/** Keeps the login's current password hash among its previous ones. */
export async function keepCurrentPassword(db: Queryable, codLogin: number) {
  await db.query(
    `insert into senha_anterior (cod_login, senha_hash) select cod_login, senha_hash from login where cod_login = $1`,
    [codLogin],
  );
}

/** Forgets all but the login's ten newest previous passwords. */
export async function trimPreviousPasswords(db: Queryable, codLogin: number) {
  await db.query(
    `delete from senha_anterior where cod_login = $1 and ctid not in
       (select ctid from senha_anterior where cod_login = $1 order by criada_em desc limit 10)`,
    [codLogin],
  );
}

/** Sets the login's password hash, and unlocks it. */
export async function setPasswordHash(db: Queryable, codLogin: number, hash: string) {
  await db.query(
    `update login set senha_hash = $2, senha_alterada_em = now(), bloqueado = false, bloqueado_em = null,
            tentativas_falhas = 0
      where cod_login = $1`,
    [codLogin, hash],
  );
}
