// `npm run statuses -- list KIND | set KIND ID STATUS [ANSWER…]`: staff move bibliographic requests,
// acquisition suggestions and loan requests through their statuses; the patron gets an alert and
// sees the new status in My area. KIND is requests, suggestions or loan-requests. Uses DATA_DIR or
// DATABASE_URL like the server.
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import {
  changeStatus,
  listOpenItems,
  type StatusKind,
  statusesOf,
  statusKinds,
} from '../src/modules/status-changes/status-changes.ts';

const [command, kindArgument, id, status, ...answer] = process.argv.slice(2);
const usage = `Usage: npm run statuses -- list KIND | set KIND ID STATUS [ANSWER…]   (KIND: ${statusKinds.join(', ')})`;
const kind = statusKinds.find((candidate) => candidate === kindArgument) as StatusKind | undefined;
if ((command !== 'list' && command !== 'set') || !kind) {
  console.error(usage);
  process.exit(1);
}

const reasons = {
  NAO_ENCONTRADO: `No ${kind} item #${id}.`,
  SITUACAO_INVALIDA: `Unknown status "${status}"; one of: ${statusesOf(kind).join(', ')}.`,
  JA_ENCERRADO: `Item #${id} is already closed; its status no longer changes.`,
  MESMA_SITUACAO: `Item #${id} already has status "${status}".`,
};

const db = await openMigratedDatabase();
try {
  if (command === 'list') {
    const items = await listOpenItems(db, kind);
    if (items.length === 0) console.log(`No open ${kind}.`);
    for (const item of items) {
      console.log(`#${item.codigo}  ${item.data}  [${item.situacao}]  ${item.pessoa}: ${item.descricao}`);
    }
    console.log(`Statuses: ${statusesOf(kind).join(', ')}`);
  } else {
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1 || !status) {
      console.error(usage);
      process.exitCode = 1;
    } else {
      const change = await changeStatus(db, kind, number, status, answer.join(' ') || undefined);
      if (change.ok)
        console.log(`#${number} "${change.descricao}": ${change.from} → ${change.to}; patron alerted.`);
      else {
        console.error(reasons[change.reason]);
        process.exitCode = 1;
      }
    }
  }
} finally {
  await db.close();
}
