import { normalizeHeading } from '../../text/tokenizer.ts';
import type { DataField } from '../marc/record.ts';
import { joinParts, trimPunctuation } from './punctuation.ts';

/**
 * Headings (names, subjects) as the catalogue shows and links them. The same rules read a title's
 * 1XX/6XX/7XX and an authority's 1XX/4XX/5XX, so both sides normalise to the same text.
 */

/** Subfields that form the name in X00/X10/X11 (relators $e/$j/$4, titles $t and control data excluded). */
const NAME_SUBFIELDS: Record<string, string> = {
  '00': 'abcdgqn',
  '10': 'abcdgn',
  '11': 'acdegnq',
  '30': 'adfghklmnoprs',
};
const SUBDIVISIONS = 'vxyz';
/** Relator terms: $e in X00/X10, $j in X11. */
const RELATOR_SUBFIELD: Record<string, string> = { '00': 'e', '10': 'e', '11': 'j' };

function family(tag: string): string {
  return tag.slice(1);
}

/** The name of a personal, corporate or meeting heading, e.g. "Assis, Machado de, 1839-1908". */
export function nameText(field: DataField): string {
  const codes = NAME_SUBFIELDS[family(field.tag)] ?? 'a';
  return joinParts(field.subfields.filter((sub) => codes.includes(sub.code)).map((sub) => sub.value));
}

/** The relator ("autor", "tradutor", "ed.") of a name heading, if any. */
export function relatorText(field: DataField): string | null {
  const code = RELATOR_SUBFIELD[family(field.tag)];
  const terms = field.subfields
    .filter((sub) => sub.code === code || sub.code === '4')
    .map((sub) => sub.value);
  const text = joinParts(terms, ', ');
  return text || null;
}

/**
 * The main part of a subject or authority heading, without subdivisions: the name for X00-X30,
 * $a (and $b for topical terms) otherwise. This is what a "see" authority usually carries.
 */
export function mainHeadingText(field: DataField): string {
  if (family(field.tag) in NAME_SUBFIELDS) return nameText(field);
  const codes = field.tag.endsWith('50') ? 'ab' : 'a';
  return joinParts(field.subfields.filter((sub) => codes.includes(sub.code)).map((sub) => sub.value));
}

/** A full subject heading with its subdivisions: "Brasil -- História -- Período colonial, 1500-1822". */
export function subjectText(field: DataField): string {
  const main = mainHeadingText(field);
  const subdivisions = field.subfields
    .filter((sub) => SUBDIVISIONS.includes(sub.code))
    .map((sub) => trimPunctuation(sub.value))
    .filter(Boolean);
  return [main, ...subdivisions].filter(Boolean).join(' -- ');
}

/** Uncontrolled index terms (653) have one term per $a. */
export function uncontrolledTerms(field: DataField): string[] {
  return field.subfields
    .filter((sub) => sub.code === 'a')
    .map((sub) => trimPunctuation(sub.value))
    .filter(Boolean);
}

export { normalizeHeading };
