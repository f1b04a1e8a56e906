import { readFileSync } from 'node:fs';
import { serverDataPath } from '../server-files.ts';

/**
 * MARC-8 to Unicode (ADR 020). MARC-8 is the pre-Unicode encoding of MARC 21: ASCII in G0 and
 * ANSEL (extended Latin) in G1 by default, other sets switched in by escape sequences, East Asian
 * characters as three bytes (EACC), and combining diacritics written BEFORE the letter they sit on.
 * The code tables are the Library of Congress's, kept as data in `data/marc8-to-unicode.json`.
 */

type Mapping = { codePoint: number; combining: boolean };

const BASIC_LATIN = 0x42;
const EXTENDED_LATIN = 0x45;
const EACC = 0x31;
const ESC = 0x1b;
/** Technique-1 escapes: ESC g / ESC b / ESC p switch G0 to Greek symbols, subscripts, superscripts. */
const TECHNIQUE_1 = new Set([0x67, 0x62, 0x70]);
const RETURN_TO_ASCII = 0x73;

type CodeTables = {
  charsets: Record<string, Record<string, [number, number]>>;
  odd_map: Record<string, number>;
};

let loaded: Map<number, Map<number, Mapping>> | undefined;

/** The code tables, read on first use: one map per character set, keyed by its final escape byte. */
function charsetTables(): Map<number, Map<number, Mapping>> {
  if (loaded) return loaded;
  const tables = JSON.parse(readFileSync(serverDataPath('marc8-to-unicode.json'), 'utf8')) as CodeTables;
  const sets = new Map<number, Map<number, Mapping>>();
  for (const [final, table] of Object.entries(tables.charsets)) {
    const codes = new Map<number, Mapping>();
    for (const [code, [codePoint, combining]] of Object.entries(table)) {
      codes.set(parseInt(code, 16), { codePoint, combining: combining === 1 });
    }
    sets.set(parseInt(final, 16), codes);
  }
  for (const [code, codePoint] of Object.entries(tables.odd_map)) {
    sets.get(EACC)!.set(parseInt(code, 16), { codePoint, combining: false });
  }
  loaded = sets;
  return sets;
}

/**
 * Looks a byte up in a set, whichever half (G0 0x21-0x7E or G1 0xA1-0xFE) the table was written
 * for: a set designated into the other half uses the same characters.
 */
function lookup(set: number, code: number): Mapping | undefined {
  const table = charsetTables().get(set);
  return table?.get(code) ?? table?.get(code ^ 0x80);
}

type Marc8Result = { text: string; unmapped: number };

/**
 * Decodes one field's bytes. Sets return to the defaults at the start of every field, as MARC 21
 * requires writers to restore them before a field ends. Control characters (subfield delimiter,
 * field terminator) pass through unchanged. Unknown codes become U+FFFD and are counted, so the
 * importer can report a damaged record instead of storing silent garbage.
 */
export function decodeMarc8(bytes: Uint8Array): Marc8Result {
  let g0 = BASIC_LATIN;
  let g1 = EXTENDED_LATIN;
  let unmapped = 0;
  const output: number[] = [];
  let pendingMarks: number[] = [];

  const emit = (mapping: Mapping | undefined) => {
    if (!mapping) {
      unmapped++;
      output.push(0xfffd);
      return;
    }
    if (mapping.combining) {
      pendingMarks.push(mapping.codePoint);
      return;
    }
    output.push(mapping.codePoint, ...pendingMarks);
    pendingMarks = [];
  };

  let position = 0;
  while (position < bytes.length) {
    const byte = bytes[position]!;
    if (byte === ESC) {
      position = readEscape(bytes, position, (set, into) => {
        if (into === 'g0') g0 = set;
        else g1 = set;
      });
      continue;
    }
    if (byte < 0x20 || byte === 0x7f) {
      output.push(...pendingMarks, byte);
      pendingMarks = [];
      position++;
    } else if (byte === 0x20) {
      output.push(0x20, ...pendingMarks);
      pendingMarks = [];
      position++;
    } else if (byte < 0x80 && g0 === EACC) {
      if (position + 3 > bytes.length) {
        emit(undefined);
        break;
      }
      emit(lookup(EACC, (byte << 16) | (bytes[position + 1]! << 8) | bytes[position + 2]!));
      position += 3;
    } else if (byte < 0x80) {
      emit(lookup(g0, byte));
      position++;
    } else if (byte >= 0xa0) {
      emit(lookup(g1, byte));
      position++;
    } else {
      // 0x80-0x9F: the few C1 controls MARC-8 defines (non-sort markers, joiners) live in ANSEL.
      emit(lookup(EXTENDED_LATIN, byte));
      position++;
    }
  }
  output.push(...pendingMarks);
  return { text: String.fromCodePoint(...output).normalize('NFC'), unmapped };
}

/**
 * Reads an escape sequence at `start` and reports the set it designates; returns the position
 * after it. Forms: ESC ( F / ESC , F (G0), ESC ) F / ESC - F (G1), with an optional '!' before F
 * (ESC ) ! E is ANSEL), ESC $ F / ESC $ , F (multibyte G0), ESC $ ) F / ESC $ - F (multibyte G1),
 * and the technique-1 forms ESC g, ESC b, ESC p, ESC s.
 */
function readEscape(bytes: Uint8Array, start: number, designate: (set: number, into: 'g0' | 'g1') => void) {
  let position = start + 1;
  const next = () => bytes[position++];
  const first = next();
  if (first === undefined) return position;
  if (TECHNIQUE_1.has(first)) {
    designate(first, 'g0');
    return position;
  }
  if (first === RETURN_TO_ASCII) {
    designate(BASIC_LATIN, 'g0');
    return position;
  }
  let into: 'g0' | 'g1' | null = null;
  let intermediate = first;
  if (first === 0x24) {
    // Multibyte: ESC $ F designates G0 directly.
    const peek = bytes[position];
    if (peek === 0x2c || peek === 0x28) {
      into = 'g0';
      position++;
    } else if (peek === 0x29 || peek === 0x2d) {
      into = 'g1';
      position++;
    } else into = 'g0';
    intermediate = 0;
  }
  if (intermediate === 0x28 || intermediate === 0x2c) into = 'g0';
  if (intermediate === 0x29 || intermediate === 0x2d) into = 'g1';
  if (!into) return position;
  let final = next();
  if (final === 0x21) final = next();
  if (final !== undefined && charsetTables().has(final)) designate(final, into);
  return position;
}

/** Whether bytes are well-formed UTF-8 (a MARC-8 diacritic such as 0xE2 before 'e' is not). */
export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    utf8Strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });
