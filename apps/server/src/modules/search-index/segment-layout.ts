import { FACET_KEYS, TERM_GROUPS } from './document.ts';
import { aligned, IndexMemory } from './kernels/index-memory.ts';
import type { PostingTable } from './postings.ts';
import { SPARES } from './forward-list.ts';
import type { MainSegment, SegmentArrays } from './main-segment.ts';
import { StringColumn } from './string-column.ts';

/**
 * How a main segment's arrays lie in one block of bytes: in the snapshot file after its header,
 * and in the index memory the counting kernels read (ADR 074). Each typed array and each string
 * list (NUL-terminated UTF-8) is a section, 16-byte aligned.
 */
type ArrayKind = 'u32' | 'i32' | 'u16' | 'i16' | 'u8';
type TypedArray = Uint32Array | Int32Array | Uint16Array | Int16Array | Uint8Array;
export type Section = { name: string; kind: ArrayKind | 'strings'; offset: number; bytes: number };
type Part = { name: string; data: TypedArray } | { name: string; strings: readonly string[] };

function tableParts(prefix: string, table: PostingTable): Part[] {
  return [
    { name: `${prefix}.offsets`, data: table.offsets },
    { name: `${prefix}.data`, data: table.data },
    { name: `${prefix}.denseSlot`, data: table.denseSlot },
    { name: `${prefix}.dense`, data: table.dense },
    { name: `${prefix}.counts`, data: table.counts },
  ];
}

function columnParts(name: string, column: StringColumn): Part[] {
  return [
    { name: `${name}.offsets`, data: column.offsets },
    { name: `${name}.bytes`, data: column.bytes },
  ];
}

export function segmentParts(segment: SegmentArrays): Part[] {
  return [
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
              { name: `forward.${key}.slots`, data: forward.slots },
              { name: `forward.${key}.extraDocs`, data: forward.extraDocs },
              { name: `forward.${key}.extraValues`, data: forward.extraValues },
              { name: `forward.${key}.extraStarts`, data: forward.extraStarts },
            ]
          : []),
      ];
    }),
  ];
}

/** The bytes of one part as they are stored. */
export function partBytes(part: Part): Uint8Array {
  if ('strings' in part)
    return Buffer.from(part.strings.length ? part.strings.join('\0') + '\0' : '', 'utf8');
  return new Uint8Array(part.data.buffer, part.data.byteOffset, part.data.byteLength);
}

function kindOf(data: TypedArray): ArrayKind {
  if (data instanceof Uint32Array) return 'u32';
  if (data instanceof Int32Array) return 'i32';
  if (data instanceof Uint16Array) return 'u16';
  return data instanceof Int16Array ? 'i16' : 'u8';
}

/** Sections for parts of these sizes, one after the other; and the bytes they take in all. */
export function layOut(
  parts: readonly Part[],
  sizes: readonly number[],
): { sections: Section[]; bytes: number } {
  let offset = 0;
  const sections = parts.map((part, i) => {
    const section: Section = {
      name: part.name,
      kind: 'strings' in part ? 'strings' : kindOf(part.data),
      offset,
      bytes: sizes[i]!,
    };
    offset = aligned(offset + sizes[i]!);
    return section;
  });
  return { sections, bytes: offset };
}

/**
 * Counters a segment's memory needs at once: its widest facet type's values and the spare
 * counters of empty slots (see ForwardList), and the bounds of its years' ranges.
 */
export function countersFor(segment: Pick<SegmentArrays, 'facetValues' | 'years'>): number {
  let yearRanges = 0;
  for (let doc = 0; doc < segment.years.length; doc++)
    if (doc === 0 || segment.years[doc] !== segment.years[doc - 1]) yearRanges++;
  return Math.max(yearRanges + 1, ...FACET_KEYS.map((key) => segment.facetValues[key].length + SPARES));
}

/**
 * The segment whose arrays are the sections in `memory` (string lists decoded, or handed in by
 * `strings` when the caller already holds them).
 */
export function viewSegment(
  memory: IndexMemory,
  sections: readonly Section[],
  info: { count: number; seq: number },
  strings?: (name: string) => string[],
): MainSegment {
  const byName = new Map(sections.map((section) => [section.name, section]));
  const section = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`segment without ${name}`);
    return found;
  };
  const u32 = (name: string) => {
    const s = section(name);
    return new Uint32Array(memory.buffer, s.offset, s.bytes / 4);
  };
  const i32 = (name: string) => {
    const s = section(name);
    return new Int32Array(memory.buffer, s.offset, s.bytes / 4);
  };
  const u16 = (name: string) => {
    const s = section(name);
    return new Uint16Array(memory.buffer, s.offset, s.bytes / 2);
  };
  const i16 = (name: string) => {
    const s = section(name);
    return new Int16Array(memory.buffer, s.offset, s.bytes / 2);
  };
  const u8 = (name: string) => {
    const s = section(name);
    return new Uint8Array(memory.buffer, s.offset, s.bytes);
  };
  const decoded = (name: string) => {
    const s = section(name);
    // Every string is NUL-terminated, so the split leaves one empty piece at the end.
    return s.bytes === 0
      ? []
      : Buffer.from(memory.buffer, s.offset, s.bytes).toString('utf8').split('\0').slice(0, -1);
  };
  const text = strings ?? decoded;
  const column = (name: string) => new StringColumn(u8(`${name}.bytes`), u32(`${name}.offsets`));
  const table = (prefix: string): PostingTable => ({
    offsets: u32(`${prefix}.offsets`),
    data: u32(`${prefix}.data`),
    denseSlot: i32(`${prefix}.denseSlot`),
    dense: u32(`${prefix}.dense`),
    counts: u32(`${prefix}.counts`),
    words: memory.words,
  });
  const displayPairs = text('display');
  const display = new Map<string, string>();
  for (let i = 0; i + 1 < displayPairs.length; i += 2) display.set(displayPairs[i]!, displayPairs[i + 1]!);
  const forward: MainSegment['forward'] = {};
  for (const key of FACET_KEYS) {
    if (!byName.has(`forward.${key}.slots`)) continue;
    const slots =
      section(`forward.${key}.slots`).kind === 'u16'
        ? u16(`forward.${key}.slots`)
        : u32(`forward.${key}.slots`);
    forward[key] = {
      k: info.count > 0 ? slots.length / info.count : 0,
      slots,
      extraDocs: u32(`forward.${key}.extraDocs`),
      extraValues: u32(`forward.${key}.extraValues`),
      extraStarts: u32(`forward.${key}.extraStarts`),
    };
  }
  const perFacet = <T>(read: (key: (typeof FACET_KEYS)[number]) => T) =>
    Object.fromEntries(FACET_KEYS.map((key) => [key, read(key)])) as Record<(typeof FACET_KEYS)[number], T>;
  return {
    count: info.count,
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
    terms: text('terms'),
    postings: Object.fromEntries(
      TERM_GROUPS.map((group) => [group, table(`postings.${group}`)]),
    ) as MainSegment['postings'],
    display,
    facetValues: perFacet((key) => text(`facetValues.${key}`)),
    facets: perFacet((key) => table(`facets.${key}`)),
    facetLabels: perFacet((key) => text(`facetLabels.${key}`)),
    forward,
    seq: info.seq,
    memory,
  };
}

/** A freshly built segment moved into an index memory of its own (its strings stay as they are). */
export function placeSegment(arrays: SegmentArrays): MainSegment {
  const parts = segmentParts(arrays);
  // String lists are kept as JavaScript strings; only their place is reserved (empty).
  const sizes = parts.map((part) => ('strings' in part ? 0 : part.data.byteLength));
  const { sections, bytes } = layOut(parts, sizes);
  const memory = new IndexMemory(bytes, arrays.count, countersFor(arrays));
  parts.forEach((part, i) => {
    if (!('strings' in part)) memory.bytes(sections[i]!.offset, sizes[i]!).set(partBytes(part));
  });
  const strings = new Map(parts.flatMap((part) => ('strings' in part ? [[part.name, part.strings]] : [])));
  return viewSegment(memory, sections, arrays, (name) => (strings.get(name) ?? []) as string[]);
}
