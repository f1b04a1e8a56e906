import type { Queryable } from '../../db/database.ts';
import type { TitleLink } from './title-repository.ts';

export type CoverData = { titulo: string; autor_principal: string | null; link_capa: string | null };

export async function loadCoverData(db: Queryable, id: number): Promise<CoverData | null> {
  const [row] = await db.query<CoverData>(
    'select titulo, autor_principal, link_capa from acervo where cod_acervo = $1',
    [id],
  );
  return row ?? null;
}

/** The online links of several titles, in each title's order. */
export async function listLinksOfTitles(
  db: Queryable,
  ids: readonly number[],
): Promise<(TitleLink & { cod_acervo: number })[]> {
  return db.query<TitleLink & { cod_acervo: number }>(
    'select cod_acervo, url, descricao, acesso_online from acervo_link where cod_acervo = any($1::int[]) order by cod_acervo, seq',
    [ids],
  );
}

export async function findLinkUrl(db: Queryable, id: number, seq: number): Promise<string | null> {
  const [link] = await db.query<{ url: string }>(
    'select url from acervo_link where cod_acervo = $1 and seq = $2',
    [id, seq],
  );
  return link?.url ?? null;
}

type LinkAccess = {
  codAcervo: number;
  seq: number | null;
  url: string;
  restricted: boolean;
  codPessoa: number | null;
  browser: string | null;
  device: string | null;
  os: string | null;
};

export async function recordLinkAccess(db: Queryable, access: LinkAccess): Promise<void> {
  await db.query(
    `insert into acesso_link (cod_acervo, seq_paragrafo, url, restrito, cod_pessoa, navegador, dispositivo, sistema)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      access.codAcervo,
      access.seq,
      access.url,
      access.restricted,
      access.codPessoa,
      access.browser,
      access.device,
      access.os,
    ],
  );
}
