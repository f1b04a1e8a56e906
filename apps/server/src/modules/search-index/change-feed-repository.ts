import type { Queryable } from '../../db/database.ts';

/**
 * The SQL of the change feed (`busca_alteracao`) the index follows: the changes after a position,
 * the feed's ends, and pruning it by age.
 */

type FeedChange = { seq: number | string; cod_acervo: number; so_exemplares: boolean };

/** Up to `limit` changes after `seq`, in order (a prepared statement: every search asks it). */
export function changesAfter(db: Queryable, seq: number, limit: number) {
  return db.query<FeedChange>(
    'select seq, cod_acervo, so_exemplares from busca_alteracao where seq > $1 order by seq limit $2',
    [seq, limit],
    { prepared: true },
  );
}

/** The first and last change numbers the feed still holds (null when empty). */
export async function feedEnds(db: Queryable) {
  const [row] = await db.query<{ oldest: number | string | null; newest: number | string | null }>(
    'select min(seq) as oldest, max(seq) as newest from busca_alteracao',
  );
  return row;
}

/** Drops changes older than `retentionDays`. */
export async function pruneChanges(db: Queryable, retentionDays: number) {
  await db.query(`delete from busca_alteracao where criado_em < now() - make_interval(days => $1)`, [
    retentionDays,
  ]);
}
