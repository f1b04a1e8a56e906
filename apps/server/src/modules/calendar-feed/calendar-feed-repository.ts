import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

export type FeedRow = { cod_pessoa: number; token: string; idioma: ApiLocale; criado_em: Date };

/** 32 random bytes: the address's only secret, so it cannot be guessed or enumerated. */
const newToken = () => randomBytes(32).toString('base64url');

export async function patronFeed(db: Queryable, codPessoa: number): Promise<FeedRow | null> {
  const [row] = await db.query<FeedRow>(
    'select cod_pessoa, token, idioma, criado_em from calendario_assinatura where cod_pessoa = $1',
    [codPessoa],
  );
  return row ?? null;
}

/** A new address for the patron; any previous one stops working in the same statement. */
export async function replaceFeed(db: Queryable, codPessoa: number, idioma: ApiLocale): Promise<FeedRow> {
  const [row] = await db.query<FeedRow>(
    `insert into calendario_assinatura (cod_pessoa, token, idioma) values ($1, $2, $3)
     on conflict (cod_pessoa) do update
       set token = excluded.token, idioma = excluded.idioma, criado_em = now(), acessado_em = null
     returning cod_pessoa, token, idioma, criado_em`,
    [codPessoa, newToken(), idioma],
  );
  return row!;
}

/** Revokes the patron's address; false when there was none. */
export async function revokeFeed(db: Queryable, codPessoa: number): Promise<boolean> {
  const rows = await db.query('delete from calendario_assinatura where cod_pessoa = $1 returning 1', [
    codPessoa,
  ]);
  return rows.length > 0;
}

/** Whose feed a token opens (and notes that it was read), or null. */
export async function feedByToken(db: Queryable, token: string): Promise<FeedRow | null> {
  const [row] = await db.query<FeedRow>(
    `update calendario_assinatura set acessado_em = now() where token = $1
     returning cod_pessoa, token, idioma, criado_em`,
    [token],
  );
  return row ?? null;
}
