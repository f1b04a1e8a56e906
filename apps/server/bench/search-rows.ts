// The search-rows phase on a catalogue already loaded (`npm run seed:synthetic` or `npm run import`
// on the same DATA_DIR / DATABASE_URL): empties acervo_busca and acervo_faceta, rebuilds them with
// `syncSearchDocuments` and prints titles/s and where the time went (database time by statement
// kind; "javascript" is the rest: building documents, JSON, the thread hop).
//   npx tsx bench/search-rows.ts [--path bulk|incremental] [--keep] [--dump FILE]
// --path incremental forces the batch-at-a-time path (the only one before ADR 154); --keep skips
// emptying the tables (a sync of what is stale); --dump writes both tables, ordered, one JSON row a
// line, to compare two builds. Never asserts on timing.
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import type { Database, Queryable } from '../src/db/database.ts';
import { syncSearchDocuments } from '../src/modules/search/documents/sync-search-documents.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: 'bulk' },
    keep: { type: 'boolean', default: false },
    dump: { type: 'string' },
    'chunk-size': { type: 'string', default: '5000' },
  },
});

const kinds: Array<[string, RegExp]> = [
  ['read sources', /^\s*select a\.cod_acervo, a\.titulo/],
  ['search rows', /^\s*insert into acervo_busca/],
  ['facet rows', /^\s*(insert into|delete from) acervo_faceta/],
  ['drop/create indexes', /^\s*(alter table|drop index|create (unique )?index)/i],
  ['analyze', /^\s*analyze/],
];
const spent = new Map<string, number>();

/** Times every statement by kind. */
function timed(target: Queryable): Queryable {
  return {
    async query(sql, params, options) {
      const started = performance.now();
      try {
        return await target.query(sql, params, options);
      } finally {
        const kind = kinds.find(([, pattern]) => pattern.test(sql))?.[0] ?? 'other sql';
        spent.set(kind, (spent.get(kind) ?? 0) + performance.now() - started);
      }
    },
    exec: (sql) => target.exec(sql),
  };
}

const db = await openMigratedDatabase();
const measured: Database = {
  ...db,
  ...timed(db),
  transaction: (work) => db.transaction((tx) => work(timed(tx))),
};

if (!values.keep) await db.query('truncate acervo_busca, acervo_faceta');
const [{ titles } = { titles: 0 }] = await db.query<{ titles: number }>(
  'select count(*)::int as titles from acervo',
);
const load = os.loadavg().map((value) => value.toFixed(1));
const started = performance.now();
const cpuBefore = process.cpuUsage();
const built = await syncSearchDocuments(measured, {
  ...(values.path === 'incremental' ? { bulkFrom: Number.POSITIVE_INFINITY } : {}),
  bulkChunkSize: Number(values['chunk-size']),
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const [rows] = await db.query<{ busca: number; faceta: number }>(
  'select (select count(*)::int from acervo_busca) as busca, (select count(*)::int from acervo_faceta) as faceta',
);
console.log(
  `${db.engine}, ${values.path} path, ${titles} titles in the catalogue: built ${built} in ${seconds.toFixed(1)} s, ` +
    `${Math.round(built / seconds)} titles/s; ${rows!.busca} search rows, ${rows!.faceta} facet rows; ` +
    `CPU time of this process (with PGlite: the database too) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; ` +
    `load average before ${load.join(' ')}, after ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
const accounted = [...spent.values()].reduce((sum, value) => sum + value, 0);
for (const [kind, ms] of [...spent, ['javascript and the rest', seconds * 1000 - accounted] as const])
  console.log(`  ${kind.padEnd(24)} ${(ms / 1000).toFixed(1)} s`);

if (values.dump) {
  const out = createWriteStream(values.dump);
  const [{ last } = { last: 0 }] = await db.query<{ last: number }>(
    'select coalesce(max(cod_acervo), 0) as last from acervo',
  );
  for (const table of ['acervo_busca', 'acervo_faceta']) {
    const order = table === 'acervo_busca' ? 'cod_acervo' : 'cod_acervo, tipo, codigo';
    for (let after = 0; after < last; after += 2000) {
      const page = await db.query(
        `select * from ${table} where cod_acervo > $1 and cod_acervo <= $1 + 2000 order by ${order}`,
        [after],
      );
      for (const row of page) out.write(`${table} ${JSON.stringify(row)}\n`);
    }
  }
  await new Promise((resolve) => out.end(resolve));
}
await db.close();
