import { type MarcRecord, dataFields, firstSubfield } from '../marc/record.ts';

/**
 * UNIMARC puts the title (or, in an authority record, the heading) in 200 $a, a tag MARC 21 leaves
 * undefined, and has no 245; the two share the leader's shape, so the fields tell them apart.
 */
export function looksLikeUnimarc(record: MarcRecord): boolean {
  if (dataFields(record, '245').length > 0) return false;
  return dataFields(record, '200').some((field) => Boolean(firstSubfield(field, 'a')?.trim()));
}

/** Why a UNIMARC record is refused rather than mapped (ADR 140). */
export const UNIMARC_REFUSED =
  'this is a UNIMARC record (title in 200 $a, no 245): only MARC 21 is imported; ' +
  'convert the file to MARC 21 first (MarcEdit and similar tools do) and import the result';
