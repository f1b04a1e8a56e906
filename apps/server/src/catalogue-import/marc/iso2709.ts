import { decodeMarc8, isValidUtf8 } from './marc8.ts';
import { type DataField, type MarcField, type MarcRecord, isControlField, isControlTag } from './record.ts';

/** ISO 2709 (MARC 21 "transmission format") structure bytes. */
export const RECORD_TERMINATOR = 0x1d;
const FIELD_TERMINATOR = 0x1e;
const SUBFIELD_DELIMITER = 0x1f;

/** A record the importer cannot read, with the reason a cataloguer can act on. */
export class MarcParseError extends Error {
  override readonly name = 'MarcParseError';
}

type ParsedIso2709 = { record: MarcRecord; warnings: string[] };

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

/**
 * Parses one ISO 2709 record (with or without its terminator). Leader/09 says the encoding
 * ('a' UTF-8, blank MARC-8); files that contradict their leader are decoded by what the bytes
 * are, with a warning. Text comes out as NFC Unicode and the leader is set to say so.
 */
export function parseIso2709(bytes: Uint8Array): ParsedIso2709 {
  const warnings: string[] = [];
  const end = bytes[bytes.length - 1] === RECORD_TERMINATOR ? bytes.length - 1 : bytes.length;
  if (end < 25) throw new MarcParseError(`record is only ${end} bytes long; a leader alone takes 24`);
  let leader = latin1.decode(bytes.subarray(0, 24));
  if (!/^[\x20-\x7e]{24}$/.test(leader)) {
    // A stray byte in the leader (seen in real exports) does not hide the record's structure,
    // which comes from the directory; keep the record and say so.
    warnings.push('the leader holds non-ASCII bytes; they were blanked');
    leader = leader.replace(/[^\x20-\x7e]/g, ' ');
  }
  const declaredLength = Number(leader.slice(0, 5));
  if (/^\d{5}$/.test(leader.slice(0, 5)) && declaredLength !== end + 1) {
    warnings.push(`leader says ${declaredLength} bytes, the record has ${end + 1}`);
  }

  const directoryEnd = bytes.indexOf(FIELD_TERMINATOR, 24);
  if (directoryEnd === -1 || directoryEnd >= end) throw new MarcParseError('no end of directory found');
  if ((directoryEnd - 24) % 12 !== 0) {
    throw new MarcParseError(`directory is ${directoryEnd - 24} bytes long, not a multiple of 12`);
  }
  const base = directoryEnd + 1;
  const entries = readDirectory(latin1.decode(bytes.subarray(24, directoryEnd)));
  const fieldBytes = locateFields(bytes.subarray(base, end), entries, warnings);

  const encoding = chooseEncoding(leader[9]!, bytes.subarray(base, end), warnings);
  const fields: MarcField[] = [];
  entries.forEach((entry, index) => {
    const raw = fieldBytes[index]!;
    const decoded = decodeText(raw, encoding);
    if (decoded.unmapped > 0) warnings.push(`field ${entry.tag}: ${decoded.unmapped} unknown MARC-8 codes`);
    fields.push(buildField(entry.tag, decoded.text));
  });
  return { record: { leader: `${leader.slice(0, 9)}a${leader.slice(10)}`, fields }, warnings };
}

type DirectoryEntry = { tag: string; length: number; start: number };

function readDirectory(directory: string): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  for (let offset = 0; offset < directory.length; offset += 12) {
    const entry = directory.slice(offset, offset + 12);
    if (!/^[0-9A-Za-z]{3}\d{9}$/.test(entry)) {
      throw new MarcParseError(`directory entry ${offset / 12 + 1} ("${printable(entry)}") is malformed`);
    }
    entries.push({
      tag: entry.slice(0, 3),
      length: Number(entry.slice(3, 7)),
      start: Number(entry.slice(7)),
    });
  }
  if (entries.length === 0) throw new MarcParseError('the directory lists no fields');
  return entries;
}

/**
 * The bytes of each field, without its terminator. The directory's offsets are trusted when
 * every field they point at ends with a field terminator; some exporters count characters
 * instead of bytes, so when the offsets do not fit but the data splits into exactly as many
 * fields as the directory lists, the fields are taken in order.
 */
function locateFields(data: Uint8Array, entries: DirectoryEntry[], warnings: string[]): Uint8Array[] {
  const byOffsets = entries.map((entry) => {
    const last = entry.start + entry.length - 1;
    if (entry.length < 1 || last >= data.length || data[last] !== FIELD_TERMINATOR) return null;
    return data.subarray(entry.start, last);
  });
  if (byOffsets.every((field) => field !== null)) return byOffsets as Uint8Array[];

  const inOrder: Uint8Array[] = [];
  let start = 0;
  for (let index = 0; index < data.length; index++) {
    if (data[index] === FIELD_TERMINATOR) {
      inOrder.push(data.subarray(start, index));
      start = index + 1;
    }
  }
  if (inOrder.length === entries.length) {
    warnings.push('directory offsets do not match the data; fields read in order');
    return inOrder;
  }
  const broken = entries[byOffsets.findIndex((field) => field === null)]!;
  throw new MarcParseError(
    `field ${broken.tag} (offset ${broken.start}, length ${broken.length}) does not end with a field terminator`,
  );
}

type Encoding = 'utf8' | 'marc8' | 'windows-1252';

/**
 * Leader/09 says UTF-8 ('a') or MARC-8 (blank), but real files do not always tell the truth:
 * UTF-8 bytes under a blank leader are read as UTF-8, and a record that claims UTF-8 without
 * being valid UTF-8 (or that cannot be MARC-8) was written in the exporter's single-byte code
 * page, Latin-1 / Windows-1252, as Brazilian systems commonly did. Each case is warned about.
 */
function chooseEncoding(leader09: string, data: Uint8Array, warnings: string[]): Encoding {
  const hasHighBytes = data.some((byte) => byte > 0x7f);
  if (!hasHighBytes) return leader09 === 'a' ? 'utf8' : 'marc8';
  const utf8Valid = isValidUtf8(data);
  if (leader09 === 'a') {
    if (utf8Valid) return 'utf8';
    warnings.push('leader/09 says UTF-8 but the bytes are not; read as Latin-1 (Windows-1252)');
    return 'windows-1252';
  }
  if (!data.includes(0x1b) && utf8Valid) {
    warnings.push('leader/09 says MARC-8 but the bytes are UTF-8; read as UTF-8');
    return 'utf8';
  }
  if (!couldBeMarc8(data)) {
    warnings.push('the bytes are neither MARC-8 nor UTF-8; read as Latin-1 (Windows-1252)');
    return 'windows-1252';
  }
  return 'marc8';
}

/** ANSEL codes that MARC-8 leaves unassigned: Latin-1 capitals with accents land here. */
const UNASSIGNED_ANSEL = /[\x80-\x87\x8a-\x8c\x8f-\x9f\xaf\xbb\xbe\xbf\xc9-\xdf\xfc\xfd\xff]/;

/**
 * Whether bytes can be MARC-8: no unassigned ANSEL code, and every combining diacritic
 * (0xE0-0xFE) followed by the letter it sits on, not by a delimiter or the end of the field.
 */
function couldBeMarc8(data: Uint8Array): boolean {
  if (data.includes(0x1b)) return true;
  for (let index = 0; index < data.length; index++) {
    const byte = data[index]!;
    if (byte < 0x80) continue;
    if (UNASSIGNED_ANSEL.test(String.fromCharCode(byte))) return false;
    if (byte >= 0xe0) {
      const next = data[index + 1];
      if (next === undefined || next === SUBFIELD_DELIMITER || next === FIELD_TERMINATOR) return false;
    }
  }
  return true;
}

const windows1252 = new TextDecoder('windows-1252');

function decodeText(bytes: Uint8Array, encoding: Encoding): { text: string; unmapped: number } {
  if (encoding === 'marc8') return decodeMarc8(bytes);
  const decoder = encoding === 'utf8' ? utf8 : windows1252;
  return { text: decoder.decode(bytes).normalize('NFC'), unmapped: 0 };
}

function buildField(tag: string, text: string): MarcField {
  if (isControlTag(tag)) return { tag, value: text };
  const delimiter = String.fromCharCode(SUBFIELD_DELIMITER);
  const [head = '', ...parts] = text.split(delimiter);
  const field: DataField = {
    tag,
    ind1: head[0] ?? ' ',
    ind2: head[1] ?? ' ',
    subfields: [],
  };
  for (const part of parts) {
    if (part.length === 0) continue;
    field.subfields.push({ code: part[0]!, value: part.slice(1) });
  }
  return field;
}

function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

const encoder = new TextEncoder();

/**
 * Writes a record as ISO 2709 in UTF-8 (leader/09 'a'), recomputing the record length, base
 * address and directory: the download format of the API and the round trip the tests check.
 */
export function toIso2709(record: MarcRecord): Uint8Array {
  const fieldTerminator = String.fromCharCode(FIELD_TERMINATOR);
  const delimiter = String.fromCharCode(SUBFIELD_DELIMITER);
  const bodies = record.fields.map((field) =>
    encoder.encode(
      (isControlField(field)
        ? field.value
        : field.ind1 + field.ind2 + field.subfields.map((sub) => delimiter + sub.code + sub.value).join('')) +
        fieldTerminator,
    ),
  );
  let directory = '';
  let offset = 0;
  record.fields.forEach((field, index) => {
    const length = bodies[index]!.length;
    if (length > 9999) throw new Error(`field ${field.tag} is longer than ISO 2709 allows (9999 bytes)`);
    directory += field.tag + String(length).padStart(4, '0') + String(offset).padStart(5, '0');
    offset += length;
  });
  const base = 24 + directory.length + 1;
  const total = base + offset + 1;
  if (total > 99999) throw new Error('record is longer than ISO 2709 allows (99999 bytes)');
  const source = record.leader.padEnd(24).slice(0, 24);
  const leader =
    String(total).padStart(5, '0') +
    source.slice(5, 9) +
    'a' +
    source.slice(10, 12) +
    String(base).padStart(5, '0') +
    source.slice(17, 24);
  const out = new Uint8Array(total);
  out.set(encoder.encode(leader + directory + fieldTerminator), 0);
  let position = base;
  for (const body of bodies) {
    out.set(body, position);
    position += body.length;
  }
  out[position] = RECORD_TERMINATOR;
  return out;
}
