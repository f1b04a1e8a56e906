/**
 * Letters that Unicode decomposition leaves alone although readers treat them as plain Latin
 * letters: a search for "Ørsted", "Łódź" or "Straße" must also find "orsted", "lodz", "strasse".
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ŀ: 'l',
  ſ: 's',
  ƒ: 'f',
  ɨ: 'i',
  ʉ: 'u',
};
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/** Nonspacing marks: accents, cedillas, Hebrew points, Arabic vowel signs. */
const NONSPACING_MARKS = /\p{Mn}/gu;

/**
 * Lower-cases and strips accents so that "Coração", "CORACAO" and "coração" compare equal.
 * NFKD also unfolds compatibility forms (ligatures "ﬁ", superscripts "²", full-width letters),
 * so they meet their plain spelling.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(NONSPACING_MARKS, '')
    .replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFC');
}
