import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { RECORD_TERMINATOR, parseIso2709 } from './iso2709.ts';
import { splitJsonRecords } from './json-records.ts';
import { fromMarcJson } from './marc-json.ts';
import { createMarcXmlReader } from './marcxml.ts';
import type { MarcRecord } from './record.ts';

export type MarcFileFormat = 'iso2709' | 'marcxml' | 'marcjson';

/** Where a record sits in its file, so a cataloguer can find a bad one. */
export type RecordPosition = {
  file: string;
  /** 1-based order of the record in the file. */
  recordNumber: number;
  /** Where the record starts (ISO 2709). */
  byteOffset?: number;
  /** The line the record starts on (MARCXML, MARC-in-JSON). */
  line?: number;
};

export type ReadItem =
  | {
      ok: true;
      record: MarcRecord;
      position: RecordPosition;
      warnings: string[];
      /** Bytes of the file read so far, for progress reports. */
      bytesRead: number;
    }
  | { ok: false; position: RecordPosition; reason: string; bytesRead: number };

export function describePosition(position: RecordPosition): string {
  const where = [`record ${position.recordNumber}`];
  if (position.byteOffset !== undefined) where.push(`byte ${position.byteOffset}`);
  if (position.line !== undefined) where.push(`line ${position.line}`);
  return `${path.basename(position.file)} ${where.join(', ')}`;
}

/**
 * The format from the first bytes, whatever the file is called: '<' is MARCXML, '{' or '[' is
 * MARC-in-JSON, anything else ISO 2709 (whose records start with their length in digits).
 */
export async function detectFormat(file: string): Promise<MarcFileFormat> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const start = buffer
      .subarray(0, bytesRead)
      .toString('latin1')
      .replace(/^\xEF\xBB\xBF/, '')
      .trimStart();
    if (start.startsWith('<')) return 'marcxml';
    if (start.startsWith('{') || start.startsWith('[')) return 'marcjson';
    return 'iso2709';
  } finally {
    await handle.close();
  }
}

/** Every record of a file in order, read in chunks; bad records come out as failures. */
export async function* readMarcFile(file: string, format?: MarcFileFormat): AsyncGenerator<ReadItem> {
  const chosen = format ?? (await detectFormat(file));
  if (chosen === 'iso2709') yield* readIso2709File(file);
  else if (chosen === 'marcxml') yield* readMarcXmlFile(file);
  else yield* readMarcJsonFile(file);
}

async function* readIso2709File(file: string): AsyncGenerator<ReadItem> {
  let pending: Buffer = Buffer.alloc(0);
  let pendingOffset = 0;
  let recordNumber = 0;
  let bytesRead = 0;

  function* split(final: boolean): Generator<ReadItem> {
    let start = 0;
    for (;;) {
      // Line breaks between records are a common export habit; they are not part of a record.
      while (start < pending.length && (pending[start] === 0x0a || pending[start] === 0x0d)) start++;
      const end = pending.indexOf(RECORD_TERMINATOR, start);
      if (end === -1 && !(final && start < pending.length)) break;
      const stop = end === -1 ? pending.length : end + 1;
      const bytes = pending.subarray(start, stop);
      recordNumber++;
      const position = { file, recordNumber, byteOffset: pendingOffset + start };
      if (end === -1) {
        yield {
          ok: false,
          position,
          reason: 'the file ends inside this record (no record terminator)',
          bytesRead,
        };
      } else {
        yield parseItem(bytes, position, bytesRead);
      }
      start = stop;
    }
    pending = pending.subarray(start);
    pendingOffset += start;
  }

  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    bytesRead += (chunk as Buffer).length;
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    yield* split(false);
  }
  yield* split(true);
}

function parseItem(bytes: Uint8Array, position: RecordPosition, bytesRead: number): ReadItem {
  try {
    const { record, warnings } = parseIso2709(bytes);
    return { ok: true, record, position, warnings, bytesRead };
  } catch (error) {
    return { ok: false, position, reason: (error as Error).message, bytesRead };
  }
}

async function* readMarcXmlFile(file: string): AsyncGenerator<ReadItem> {
  const reader = createMarcXmlReader();
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let bytesRead = 0;
  const items = function* (): Generator<ReadItem> {
    for (const item of reader.take()) {
      const position = { file, recordNumber: item.recordNumber, line: item.line };
      yield item.ok
        ? { ok: true, record: item.record, position, warnings: item.warnings, bytesRead }
        : { ok: false, position, reason: item.reason, bytesRead };
    }
  };
  for await (const chunk of stream) {
    bytesRead = stream.bytesRead;
    reader.write(chunk as string);
    yield* items();
  }
  reader.end();
  yield* items();
}

/** MARC-in-JSON in any layout (see json-records.ts), streamed record by record. */
async function* readMarcJsonFile(file: string): AsyncGenerator<ReadItem> {
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const piece of splitJsonRecords(stream as AsyncIterable<string>)) {
    const position = { file, recordNumber: piece.recordNumber, line: piece.line };
    const bytesRead = stream.bytesRead;
    if (!piece.ok) {
      yield { ok: false, position, reason: piece.reason, bytesRead };
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(piece.text);
    } catch (error) {
      const reason = `invalid JSON: ${inFileLines((error as Error).message, piece.line)}`;
      yield { ok: false, position, reason, bytesRead };
      continue;
    }
    yield jsonItem(value, position, bytesRead);
  }
}

/** `JSON.parse` counts lines from the record's start; the cataloguer needs the file's. */
function inFileLines(message: string, recordLine: number): string {
  return message.replace(
    / at position \d+ \(line (\d+) column (\d+)\)/,
    (_, line: string, column: string) => ` at line ${recordLine + Number(line) - 1}, column ${column}`,
  );
}

function jsonItem(value: unknown, position: RecordPosition, bytesRead: number): ReadItem {
  try {
    return { ok: true, record: fromMarcJson(value), position, warnings: [], bytesRead };
  } catch (error) {
    return { ok: false, position, reason: (error as Error).message, bytesRead };
  }
}
