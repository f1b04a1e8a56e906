import type { Queryable } from '../../db/database.ts';
import type { AuthorityType } from './authority-types.ts';

/** The authorities' SQL: headings, one authority with its references, and the titles that use it. */

/** Titles linked to an authority: names and subjects that carry its code. */
const linkedTitles = /* sql */ `
  select cod_acervo from acervo_autor where cod_autoridade = $1
  union
  select cod_acervo from acervo_assunto where cod_autoridade = $1`;

/** The headings of the given authorities, by heading. */
export function findHeadings(db: Queryable, ids: number[]) {
  return db.query<{ codigo: string; descricao: string }>(
    'select cod_autoridade::text as codigo, cabecalho as descricao from autoridade where cod_autoridade = any($1::int[]) order by cabecalho',
    [ids],
  );
}

/** An authority with its MARC record (as stored JSON), or null when none has the code. */
export async function findAuthority(db: Queryable, id: number) {
  const [authority] = await db.query<{
    cod_autoridade: number;
    tipo: AuthorityType;
    cabecalho: string;
    registro_marc: unknown;
  }>('select cod_autoridade, tipo, cabecalho, registro_marc from autoridade where cod_autoridade = $1', [id]);
  return authority ?? null;
}

/** The authority's own see / see-also references, in the record's order. */
export function findReferences(db: Queryable, id: number) {
  return db.query<{ tipo: 'ver' | 'ver_tambem'; termo: string; cod_autoridade_relacionada: number | null }>(
    'select tipo, termo, cod_autoridade_relacionada from autoridade_remissiva where cod_autoridade = $1 order by seq',
    [id],
  );
}

/** The authorities that refer to this one as see-also, by heading. */
export function findSeeAlsoReferrers(db: Queryable, id: number) {
  return db.query<{ termo: string; cod_autoridade: number }>(
    `select au.cabecalho as termo, au.cod_autoridade from autoridade_remissiva r join autoridade au using (cod_autoridade)
      where r.cod_autoridade_relacionada = $1 and r.tipo = 'ver_tambem' order by au.cabecalho`,
    [id],
  );
}

/** One page of the titles linked to the authority, in title order. */
export function findLinkedTitles(db: Queryable, id: number, page: { limit: number; offset: number }) {
  return db.query<{ cod_acervo: number; titulo: string; ano_publicacao: number | null }>(
    `select a.cod_acervo, a.titulo, a.ano_publicacao from acervo a
      where a.cod_acervo in (${linkedTitles})
      order by a.titulo_ordenacao, a.cod_acervo limit $2 offset $3`,
    [id, page.limit, page.offset],
  );
}

export async function countLinkedTitles(db: Queryable, id: number): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${linkedTitles}) as t`,
    [id],
  );
  return count?.total ?? 0;
}
