import { createHash } from 'node:crypto';
import { foldText } from '../../text/tokenizer.ts';
import { type MarcRecord, controlValue, dataFields, firstSubfield } from '../marc/record.ts';

/**
 * Who a record is, so that importing it again updates it instead of adding it twice (ADR 020).
 * - Key: source (003, else the file's name) + control number (001).
 * - Identifiers, used to recognise the same record arriving from another file or system:
 *   every 035 $a, plus "(003)001" when 003 is present, which is how other systems cite the record in
 *   their own 035. A record without 003 has a control number that only means something inside an
 *   unnamed system, so it is cited as "001 + title" instead: the same LC record exported twice
 *   under different file names (the RDA samples) is then still recognised.
 */
type RecordIdentity = { source: string; controlNumber: string; identifiers: string[] };

/** "(OCoLC)ocm01234567" and "(OCoLC) 1234567" are the same number. */
function normalizeSystemNumber(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  if (!compact) return null;
  const oclc = /^\(ocolc\)(?:ocm|ocn|on)?0*(\d+)$/.exec(compact);
  if (oclc) return `(ocolc)${oclc[1]}`;
  return compact;
}

export function recordIdentity(record: MarcRecord, fileSource: string): RecordIdentity {
  const orgCode = controlValue(record, '003')?.trim();
  const source = orgCode || fileSource;
  const controlNumber = controlValue(record, '001')?.trim();
  const identifiers = new Set<string>();
  for (const field of dataFields(record, '035')) {
    const number = normalizeSystemNumber(firstSubfield(field, 'a') ?? '');
    if (number) identifiers.add(number);
  }
  if (controlNumber && orgCode) identifiers.add(normalizeSystemNumber(`(${orgCode})${controlNumber}`)!);
  if (controlNumber && !orgCode) identifiers.add(`001:${controlNumber.toLowerCase()}:${titleKey(record)}`);
  return {
    source,
    controlNumber: controlNumber || fallbackControlNumber(record, [...identifiers]),
    identifiers: [...identifiers],
  };
}

/** The folded first words of the title (or authority heading), enough to tell records apart. */
function titleKey(record: MarcRecord): string {
  const title = firstSubfield(dataFields(record, '245')[0], 'a') ?? headingOf(record) ?? '';
  return foldText(title)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 60);
}

function headingOf(record: MarcRecord): string | undefined {
  const heading = record.fields.find((field) => /^1\d\d$/.test(field.tag));
  return heading && 'subfields' in heading ? heading.subfields.map((sub) => sub.value).join(' ') : undefined;
}

/**
 * Records without 001 still need a stable key: their first system number (035) if they have one,
 * else a digest of what identifies the work (type, title, imprint, ISBNs), so re-importing the same
 * file finds them again.
 */
function fallbackControlNumber(record: MarcRecord, identifiers: string[]): string {
  if (identifiers[0]) return `035:${identifiers[0]}`;
  const parts = [record.leader.slice(5, 8), titleKey(record)];
  for (const field of dataFields(record, '260', '264', '020', '022', '100', '110', '111')) {
    parts.push(field.tag, ...field.subfields.map((sub) => `${sub.code}=${sub.value}`));
  }
  return `sha1:${createHash('sha1').update(parts.join('\u001f')).digest('hex').slice(0, 20)}`;
}
