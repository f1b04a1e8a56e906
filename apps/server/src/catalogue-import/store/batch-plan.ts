/**
 * Decides, for a batch of incoming records, which existing row each one updates and which are
 * new. A record matches by its key (source + control number) first, then by any shared
 * identifier (035 and friends). Records of the same batch that match each other collapse into one
 * row, the later one's content winning, so one statement per batch never touches a row twice.
 */
export type Identified = { fonte: string; numero_controle: string; identificadores: string[] };

export type PlannedRow<Item> = {
  /** The existing row's id, or null for a row to insert. */
  existingId: number | null;
  /** The key the row keeps: an existing row keeps its own, a new row the first record's. */
  fonte: string;
  numero_controle: string;
  identificadores: string[];
  /** The record whose content the row gets (the last one that matched it). */
  item: Item;
};

export type BatchPlan<Item> = { rows: PlannedRow<Item>[]; imported: number; updated: number };

export function keyOf(record: { fonte: string; numero_controle: string }): string {
  return `${record.fonte}\u0000${record.numero_controle}`;
}

export function planBatch<Item>(
  items: Item[],
  identity: (item: Item) => Identified,
  existingByKey: Map<string, number>,
  existingByIdentifier: Map<string, number>,
): BatchPlan<Item> {
  const rows: PlannedRow<Item>[] = [];
  const rowByKey = new Map<string, PlannedRow<Item>>();
  const rowByIdentifier = new Map<string, PlannedRow<Item>>();
  const rowByExistingId = new Map<number, PlannedRow<Item>>();
  let imported = 0;

  const existingRow = (id: number, record: Identified, item: Item) => {
    let row = rowByExistingId.get(id);
    if (!row) {
      row = { existingId: id, ...record, identificadores: [...record.identificadores], item };
      rowByExistingId.set(id, row);
      rows.push(row);
    }
    return row;
  };

  for (const item of items) {
    const record = identity(item);
    const key = keyOf(record);
    let row = rowByKey.get(key);
    if (!row) {
      const existingId =
        existingByKey.get(key) ??
        record.identificadores
          .map((identifier) => existingByIdentifier.get(identifier))
          .find((id) => id !== undefined);
      if (existingId !== undefined) row = existingRow(existingId, record, item);
    }
    row ??= record.identificadores.map((identifier) => rowByIdentifier.get(identifier)).find(Boolean);
    if (!row) {
      row = { existingId: null, ...record, identificadores: [...record.identificadores], item };
      rows.push(row);
      imported++;
    }
    row.item = item;
    row.identificadores = [...new Set([...row.identificadores, ...record.identificadores])];
    rowByKey.set(key, row);
    for (const identifier of record.identificadores) rowByIdentifier.set(identifier, row);
  }
  return { rows, imported, updated: items.length - imported };
}
