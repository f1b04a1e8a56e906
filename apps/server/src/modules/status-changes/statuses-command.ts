import { storageRequestStatuses } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { changeStorageItemStatus, listOpenStorageItems } from '../storage-requests/storage-item-status.ts';
import { changeStatus, listOpenItems, type StatusKind, statusesOf, statusKinds } from './status-changes.ts';

/** Closed-storage items are keyed by (request, copy), not one id (ADR 066), so they are a kind of their own. */
const STORAGE = 'storage';
const kindNames = [...statusKinds, STORAGE];

const statusesUsage =
  `Usage: npm run statuses -- list KIND | set KIND ID STATUS [ANSWER…] | set ${STORAGE} REQUEST COPY STATUS` +
  `   (KIND: ${kindNames.join(', ')})`;

type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/**
 * `npm run statuses` (ADR 064): lists a kind's open items or moves one to a status; the patron gets
 * an alert. Opens the database only for a well-formed command; returns the exit code.
 */
export async function runStatusesCommand(
  args: readonly string[],
  openDatabase: () => Promise<Database>,
  out: CommandOutput,
): Promise<number> {
  const [command, kind, ...rest] = args;
  if ((command !== 'list' && command !== 'set') || !kind || !kindNames.includes(kind)) {
    out.error(statusesUsage);
    return 1;
  }
  const storage = kind === STORAGE;
  const [id, copy] = [positive(rest[0]), storage ? positive(rest[1]) : undefined];
  const status = rest[storage ? 2 : 1];
  if (command === 'set' && (!id || (storage && !copy) || !status)) {
    out.error(statusesUsage);
    return 1;
  }
  const statuses = storage ? storageRequestStatuses : statusesOf(kind as StatusKind);
  const item = storage ? `request #${id} copy ${copy}` : `#${id}`;
  const reasons = {
    NAO_ENCONTRADO: `No ${kind} item ${item}.`,
    SITUACAO_INVALIDA: `Unknown status "${status}"; one of: ${statuses.join(', ')}.`,
    JA_ENCERRADO: `Item ${item} is already closed; its status no longer changes.`,
    MESMA_SITUACAO: `Item ${item} already has status "${status}".`,
  };

  const db = await openDatabase();
  try {
    if (command === 'list') {
      const items = storage
        ? (await listOpenStorageItems(db)).map(
            (row) =>
              `#${row.codigo} copy ${row.cod_exemplar}  ${row.data}  [${row.situacao}]  ${row.pessoa}: ${row.titulo} (${row.tombo})`,
          )
        : (await listOpenItems(db, kind as StatusKind)).map(
            (row) => `#${row.codigo}  ${row.data}  [${row.situacao}]  ${row.pessoa}: ${row.descricao}`,
          );
      if (items.length === 0) out.log(`No open ${kind}.`);
      for (const line of items) out.log(line);
      out.log(`Statuses: ${statuses.join(', ')}`);
      return 0;
    }
    const change = storage
      ? await changeStorageItemStatus(db, id!, copy!, status!)
      : await changeStatus(db, kind as StatusKind, id!, status!, rest.slice(2).join(' ') || undefined);
    if (!change.ok) {
      out.error(reasons[change.reason]);
      return 1;
    }
    const what = 'descricao' in change ? ` "${change.descricao}"` : '';
    out.log(`${item}${what}: ${change.from} → ${change.to}; patron alerted.`);
    return 0;
  } finally {
    await db.close();
  }
}
