import type { Queryable } from '../../db/database.ts';

/**
 * The first day of the latest `days` days of acquisitions the catalogue has, counted back from
 * the newest copy; null when no title has an acquisition date.
 */
export async function latestAcquisitionsStart(db: Queryable, days: number): Promise<string | null> {
  const [row] = await db.query<{ desde: string | null }>(
    'select (max(ultima_aquisicao) - $1::int)::text as desde from acervo_busca',
    [days],
  );
  return row?.desde ?? null;
}

/** Which of the titles are searchable (have search rows), in id order. */
export async function searchableTitles(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ cod_acervo: number }>(
    'select cod_acervo from acervo_busca where cod_acervo = any($1::int[]) order by cod_acervo',
    [ids],
  );
  return rows.map((row) => row.cod_acervo);
}
