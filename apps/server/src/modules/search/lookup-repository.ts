import type { Queryable } from '../../db/database.ts';
import { foldText } from '../../text/tokenizer.ts';

export const LOOKUP_PAGE_SIZE = 20;

/**
 * The lists a search form picks from, each as `codigo, descricao`. Libraries may be narrowed to
 * a campus, given as the statement's third parameter.
 */
export const LOOKUP_SOURCES = {
  campus: 'select cod_campus as codigo, nome_campus as descricao from campus',
  bibliotecas:
    'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca where $3::int is null or cod_campus = $3',
  disciplinas:
    'select min(cod_plano) as codigo, nome_disciplina as descricao from plano_ensino group by nome_disciplina',
  cursos: 'select cod_departamento as codigo, descricao from departamento',
  professores:
    'select min(cod_plano) as codigo, professor as descricao from plano_ensino where professor is not null group by professor',
} as const;

export type LookupSource = keyof typeof LOOKUP_SOURCES;
type LookupItem = { codigo: number; descricao: string };

/** One page of a list filtered by folded text (accent- and case-insensitive), with the total. */
export async function lookupPage(
  db: Queryable,
  source: LookupSource,
  text: string,
  page: number,
  campus: number | null,
): Promise<{ items: LookupItem[]; total: number }> {
  const params = source === 'bibliotecas' ? [campus] : [];
  const rows = await db.query<LookupItem & { total: number }>(
    `select codigo, descricao, count(*) over ()::int as total from (${LOOKUP_SOURCES[source]}) as l
      where lower(unaccent(descricao)) like $1 order by descricao, codigo limit ${LOOKUP_PAGE_SIZE} offset $2`,
    [`%${foldText(text.trim())}%`, (page - 1) * LOOKUP_PAGE_SIZE, ...params],
  );
  return { items: rows.map(({ codigo, descricao }) => ({ codigo, descricao })), total: rows[0]?.total ?? 0 };
}

/** One item of a list by its code; null when there is none. */
export async function findLookupItem(
  db: Queryable,
  source: LookupSource,
  code: number,
): Promise<LookupItem | null> {
  const libraries = source === 'bibliotecas';
  const sql = libraries ? LOOKUP_SOURCES[source].replaceAll('$3', () => '$2') : LOOKUP_SOURCES[source];
  const [row] = await db.query<LookupItem>(
    `select codigo, descricao from (${sql}) as l where codigo = $1`,
    libraries ? [code, null] : [code],
  );
  return row ?? null;
}

/** Other titles in the same series (facet C) as the given ones, by title, at most 50. */
export async function titlesInSameSeries(
  db: Queryable,
  ids: readonly number[],
): Promise<{ cod_acervo: number; titulo: string }[]> {
  return db.query<{ cod_acervo: number; titulo: string }>(
    `select distinct a.cod_acervo, a.titulo from acervo_faceta f
     join acervo_faceta g on g.tipo = 'C' and g.codigo = f.codigo and g.cod_acervo <> all($1::int[])
     join acervo a on a.cod_acervo = g.cod_acervo
    where f.tipo = 'C' and f.cod_acervo = any($1::int[]) order by a.titulo limit 50`,
    [ids],
  );
}
