import { open, readFile, rename, rm } from 'node:fs/promises';
import { TERM_GROUPS } from './document.ts';
import type { PostingTable } from './postings.ts';
import { FACET_KEYS, type MainSegment } from './segment.ts';
import { StringColumn } from './string-column.ts';

/**
 * The index on disk (ADR 070), so a restart is ready in about a second instead of a cold build:
 * a magic line, a JSON header, then every typed array 8-byte aligned and every string list as
 * NUL-terminated UTF-8. Loading reads the file once and views the arrays in place (no parsing of
 * postings). Written to a temporary file and renamed, so a crash never leaves half a snapshot.
 */
const MAGIC = 'ACERVO-INDICE-3\n';

type ArrayKind = 'u32' | 'i32' | 'i16' | 'u8';
type Section = { name: string; kind: ArrayKind | 'strings'; offset: number; bytes: number };
type Header = {
  instance: string;
  seq: number;
  count: number;
  words: number;
  sections: Section[];
};

export type SnapshotInfo = { instance: string; seq: number; count: number };

type Part =
  | { name: string; data: Uint32Array | Int32Array | Int16Array | Uint8Array }
  | { name: string; strings: readonly string[] };

function tableParts(prefix: string, table: PostingTable): Part[] {
  return [
    { name: `${prefix}.offsets`, data: table.offsets },
    { name: `${prefix}.data`, data: table.data },
    { name: `${prefix}.denseSlot`, data: table.denseSlot },
    { name: `${prefix}.dense`, data: table.dense },
    { name: `${prefix}.counts`, data: table.counts },
  ];
}

function kindOf(data: Uint32Array | Int32Array | Int16Array | Uint8Array): ArrayKind {
  if (data instanceof Uint32Array) return 'u32';
  if (data instanceof Int32Array) return 'i32';
  return data instanceof Int16Array ? 'i16' : 'u8';
}

function columnParts(name: string, column: StringColumn): Part[] {
  return [
    { name: `${name}.offsets`, data: column.offsets },
    { name: `${name}.bytes`, data: column.bytes },
  ];
}

export async function writeSnapshot(file: string, segment: MainSegment, instance: string): Promise<number> {
  const parts: Part[] = [
    { name: 'ids', data: segment.ids },
    { name: 'years', data: segment.years },
    { name: 'types', data: segment.types },
    { name: 'acquired', data: segment.acquired },
    { name: 'titleOrder', data: segment.titleOrder },
    { name: 'authorOrder', data: segment.authorOrder },
    { name: 'typeOrder', data: segment.typeOrder },
    { name: 'idOrder', data: segment.idOrder },
    ...columnParts('titleKeys', segment.titleKeys),
    ...columnParts('authorKeys', segment.authorKeys),
    { name: 'terms', strings: segment.terms },
    { name: 'display', strings: [...segment.display].flat() },
    ...TERM_GROUPS.flatMap((group) => tableParts(`postings.${group}`, segment.postings[group])),
    ...FACET_KEYS.flatMap((key) => {
      const forward = segment.forward[key];
      return [
        { name: `facetValues.${key}`, strings: segment.facetValues[key] } as Part,
        { name: `facetLabels.${key}`, strings: segment.facetLabels[key] } as Part,
        ...tableParts(`facets.${key}`, segment.facets[key]),
        ...(forward
          ? [
              { name: `forward.${key}.offsets`, data: forward.offsets },
              { name: `forward.${key}.values`, data: forward.values },
            ]
          : []),
      ];
    }),
  ];
  const buffers: Uint8Array[] = [];
  const sections: Section[] = [];
  let offset = 0;
  for (const part of parts) {
    const bytes =
      'strings' in part
        ? Buffer.from(part.strings.length ? part.strings.join('\0') + '\0' : '', 'utf8')
        : new Uint8Array(part.data.buffer, part.data.byteOffset, part.data.byteLength);
    sections.push({
      name: part.name,
      kind: 'strings' in part ? 'strings' : kindOf(part.data),
      offset,
      bytes: bytes.byteLength,
    });
    buffers.push(bytes);
    const padding = (8 - (bytes.byteLength % 8)) % 8;
    if (padding) buffers.push(new Uint8Array(padding));
    offset += bytes.byteLength + padding;
  }
  const header: Header = {
    instance,
    seq: segment.seq,
    count: segment.count,
    words: segment.postings.A.words,
    sections,
  };
  let headerBytes = Buffer.from(MAGIC + JSON.stringify(header) + '\n', 'utf8');
  const padded = Math.ceil((headerBytes.byteLength + 4) / 8) * 8;
  const prefix = Buffer.alloc(padded, 0x20);
  prefix.writeUInt32LE(padded, 0);
  headerBytes.copy(prefix, 4);
  headerBytes = prefix;

  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.write(headerBytes);
    for (const buffer of buffers) await handle.write(buffer);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
  return headerBytes.byteLength + offset;
}

/** Reads a snapshot; null when there is none or it is unreadable (the caller then builds cold). */
export async function readSnapshot(
  file: string,
): Promise<{ segment: MainSegment; info: SnapshotInfo } | null> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch {
    return null;
  }
  if (buffer.byteLength < 8) return null;
  const start = buffer.readUInt32LE(0);
  const text = buffer.toString('utf8', 4, start);
  if (!text.startsWith(MAGIC)) return null;
  const header = JSON.parse(text.slice(MAGIC.length)) as Header;
  // Typed views need aligned offsets; a pooled Buffer might not be, so copy once if so.
  const bytes = buffer.byteOffset % 8 === 0 ? buffer : Buffer.from(buffer);
  const sections = new Map(header.sections.map((section) => [section.name, section]));
  const section = (name: string) => {
    const found = sections.get(name);
    if (!found) throw new Error(`snapshot without ${name}`);
    return found;
  };
  const at = (s: Section) => bytes.byteOffset + start + s.offset;
  const u32 = (name: string) => {
    const s = section(name);
    return new Uint32Array(bytes.buffer, at(s), s.bytes / 4);
  };
  const i32 = (name: string) => {
    const s = section(name);
    return new Int32Array(bytes.buffer, at(s), s.bytes / 4);
  };
  const i16 = (name: string) => {
    const s = section(name);
    return new Int16Array(bytes.buffer, at(s), s.bytes / 2);
  };
  const u8 = (name: string) => {
    const s = section(name);
    return new Uint8Array(bytes.buffer, at(s), s.bytes);
  };
  const column = (name: string) => new StringColumn(u8(`${name}.bytes`), u32(`${name}.offsets`));
  const strings = (name: string) => {
    const s = section(name);
    // Every string is NUL-terminated, so the split leaves one empty piece at the end.
    return s.bytes === 0
      ? []
      : bytes
          .toString('utf8', start + s.offset, start + s.offset + s.bytes)
          .split('\0')
          .slice(0, -1);
  };
  const table = (prefix: string): PostingTable => ({
    offsets: u32(`${prefix}.offsets`),
    data: u32(`${prefix}.data`),
    denseSlot: i32(`${prefix}.denseSlot`),
    dense: u32(`${prefix}.dense`),
    counts: u32(`${prefix}.counts`),
    words: header.words,
  });
  const displayPairs = strings('display');
  const display = new Map<string, string>();
  for (let i = 0; i + 1 < displayPairs.length; i += 2) display.set(displayPairs[i]!, displayPairs[i + 1]!);
  const forward: MainSegment['forward'] = {};
  for (const key of FACET_KEYS) {
    if (sections.has(`forward.${key}.offsets`)) {
      forward[key] = { offsets: u32(`forward.${key}.offsets`), values: u32(`forward.${key}.values`) };
    }
  }
  const segment: MainSegment = {
    count: header.count,
    ids: i32('ids'),
    years: i16('years'),
    types: i32('types'),
    acquired: i32('acquired'),
    titleKeys: column('titleKeys'),
    authorKeys: column('authorKeys'),
    titleOrder: u32('titleOrder'),
    authorOrder: u32('authorOrder'),
    typeOrder: u32('typeOrder'),
    idOrder: u32('idOrder'),
    terms: strings('terms'),
    postings: Object.fromEntries(
      TERM_GROUPS.map((group) => [group, table(`postings.${group}`)]),
    ) as MainSegment['postings'],
    display,
    facetValues: Object.fromEntries(
      FACET_KEYS.map((key) => [key, strings(`facetValues.${key}`)]),
    ) as MainSegment['facetValues'],
    facets: Object.fromEntries(
      FACET_KEYS.map((key) => [key, table(`facets.${key}`)]),
    ) as MainSegment['facets'],
    facetLabels: Object.fromEntries(
      FACET_KEYS.map((key) => [key, strings(`facetLabels.${key}`)]),
    ) as MainSegment['facetLabels'],
    forward,
    seq: header.seq,
  };
  return { segment, info: { instance: header.instance, seq: header.seq, count: header.count } };
}
