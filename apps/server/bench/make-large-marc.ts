// Builds a large, realistic MARC file for import benchmarks by repeating the real bibliographic
// records shipped in data/demo/marc (ISO 2709 and MARCXML alike), each copy with a fresh 001, 003
// and 035 so the importer, which matches on them, takes every copy for a record of its own.
// `tsx bench/make-large-marc.ts <records> <out.mrc>` writes ISO 2709 (UTF-8).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { demoBibliographicFiles } from '../src/demo/demo-catalogue.ts';
import { toIso2709 } from '../src/catalogue-import/marc/iso2709.ts';
import { readMarcFile } from '../src/catalogue-import/marc/read-marc-file.ts';
import type { MarcRecord } from '../src/catalogue-import/marc/record.ts';

export const BENCH_SOURCE = 'ACERVOBENCH';

/** The shipped records that read cleanly, in the demo's fixed order. */
async function shippedRecords(): Promise<MarcRecord[]> {
  const records: MarcRecord[] = [];
  for (const file of demoBibliographicFiles) {
    for await (const item of readMarcFile(file)) if (item.ok) records.push(item.record);
  }
  return records;
}

/** The n-th copy: the same record under a new identity (001, 003, 035 replaced). */
function copyOf(record: MarcRecord, n: number): MarcRecord {
  const control = `bench${String(n).padStart(9, '0')}`;
  const fields = record.fields.filter((field) => !['001', '003', '035'].includes(field.tag));
  const at = fields.findIndex((field) => field.tag > '003');
  fields.splice(
    at < 0 ? fields.length : at,
    0,
    { tag: '001', value: control },
    { tag: '003', value: BENCH_SOURCE },
  );
  const after = fields.findIndex((field) => field.tag > '035');
  fields.splice(after < 0 ? fields.length : after, 0, {
    tag: '035',
    ind1: ' ',
    ind2: ' ',
    subfields: [{ code: 'a', value: `(${BENCH_SOURCE})${control}` }],
  });
  return { leader: record.leader, fields };
}

export async function writeLargeMarcFile(out: string, count: number): Promise<void> {
  const records = await shippedRecords();
  const stream = createWriteStream(out);
  for (let n = 0; n < count; n++) {
    let bytes: Uint8Array;
    try {
      bytes = toIso2709(copyOf(records[n % records.length]!, n + 1));
    } catch {
      // A shipped record too long for ISO 2709 once rewritten: take the next one instead.
      bytes = toIso2709(copyOf(records[(n + 1) % records.length]!, n + 1));
    }
    if (!stream.write(bytes)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, out] = process.argv.slice(2);
  if (!count || !out) {
    console.error('Usage: tsx bench/make-large-marc.ts <records> <out.mrc>');
    process.exit(1);
  }
  await writeLargeMarcFile(out, Number(count));
  console.error(`${count} records written to ${out}`);
}
