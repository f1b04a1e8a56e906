/**
 * MARC text carries ISBD punctuation meant for catalogue cards ("Dom Casmurro /", "São Paulo :",
 * "Assis, Machado de, 1839-1908."). Columns shown on their own need it trimmed; the full record
 * keeps it.
 */

/** Words whose final period belongs to them: initials and common abbreviations. */
const KEEPS_PERIOD =
  /(?:^|[\s.(])(?:\p{Lu}|jr|sr|dr|ed|eds|etc|ltda|cia|org|orgs|coord|trad|ca|a\.c|d\.c|s\.l|s\.n|op|vol|v|n|p|il|col|rev|ampl|atual|reimpr|inc|co|ltd)\.$/iu;

/** Removes trailing ISBD separators (" /", " :", " ;", " =", ",") and a final period that is not part of an abbreviation. */
export function trimPunctuation(value: string | undefined | null): string {
  if (!value) return '';
  let text = value.replace(/\s+/g, ' ').trim();
  for (;;) {
    const before = text;
    text = text.replace(/\s*[/:;=,]$/u, '').trim();
    if (text.endsWith('.') && !text.endsWith('...') && !KEEPS_PERIOD.test(text))
      text = text.slice(0, -1).trim();
    if (text === before) return text;
  }
}

/**
 * Joins subfields into one value. Parts of one statement (separator ' ') keep the punctuation
 * between them ("Assis, Machado de, 1839-1908") and lose only the final one; repeated values joined
 * with another separator (" ; " between places) are trimmed one by one.
 */
export function joinParts(parts: Array<string | undefined | null>, separator = ' '): string {
  const present = parts.filter((part): part is string => !!part && part.trim().length > 0);
  if (separator === ' ') return trimPunctuation(present.join(' '));
  return present
    .map((part) => trimPunctuation(part))
    .filter((part) => part.length > 0)
    .join(separator);
}

/** Empty text as null, for optional columns. */
export function orNull(value: string | undefined | null): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** The values without repeats, first occurrence first. */
export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
