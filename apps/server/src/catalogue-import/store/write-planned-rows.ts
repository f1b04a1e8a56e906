import type { Queryable } from '../../db/database.ts';
import { type BatchPlan, type Identified, keyOf, type PlannedRow } from './batch-plan.ts';

/** A mapped record whose table row carries its identity (titles and authorities alike). */
type RowRecord = { row: Identified };

type RowStatements = {
  /** Inserts `$1` (a JSON array of rows) and returns the new id with each row's key. */
  insert: string;
  /** Updates from `$1` (a JSON array of rows carrying their id). */
  update: string;
  /** The table's id column, as the insert returns it and the update expects it. */
  idColumn: string;
};

/** The row each planned record becomes: its mapped content with the key the plan chose. */
export function identityOf({ row }: RowRecord): Identified {
  return { fonte: row.fonte, numero_controle: row.numero_controle, identificadores: row.identificadores };
}

/**
 * Writes a batch plan with one insert for the new rows and one update for the existing ones, and
 * tells which id every planned row got; `staleIds` are the updated rows, whose child rows the
 * caller replaces because the new record is the truth.
 */
export async function writePlannedRows<Item extends RowRecord>(
  tx: Queryable,
  plan: BatchPlan<Item>,
  statements: RowStatements,
): Promise<{ ids: Map<PlannedRow<Item>, number>; staleIds: number[] }> {
  const toRow = (planned: PlannedRow<Item>) => ({
    ...planned.item.row,
    fonte: planned.fonte,
    numero_controle: planned.numero_controle,
    identificadores: planned.identificadores,
  });
  const fresh = plan.rows.filter((row) => row.existingId === null);
  const stale = plan.rows.filter((row) => row.existingId !== null);
  const ids = new Map<PlannedRow<Item>, number>();
  if (fresh.length > 0) {
    const inserted = await tx.query<Record<string, number | string>>(statements.insert, [
      JSON.stringify(fresh.map(toRow)),
    ]);
    const idByKey = new Map(
      inserted.map((row) => [
        keyOf({ fonte: String(row.fonte), numero_controle: String(row.numero_controle) }),
        Number(row[statements.idColumn]),
      ]),
    );
    for (const row of fresh) ids.set(row, idByKey.get(keyOf(row))!);
  }
  const staleIds = stale.map((row) => row.existingId!);
  if (stale.length > 0) {
    await tx.query(statements.update, [
      JSON.stringify(stale.map((row) => ({ [statements.idColumn]: row.existingId, ...toRow(row) }))),
    ]);
    for (const row of stale) ids.set(row, row.existingId!);
  }
  return { ids, staleIds };
}
