/**
 * ISBN and ISSN as the catalogue compares them: digits only, with a final check character X
 * written as lower-case 'x' (the tokenizer's output is lower-case).
 */

const ISBN_SHAPE = /^(?:\d{9}[\dx]|97[89]\d{10})$/;
const ISSN_SHAPE = /^\d{7}[\dx]$/;

/** Keeps digits and X of what a cataloguer or patron typed ("85-359-0277-5 (broch.)"). */
function compact(value: string): string {
  return value.toLowerCase().replace(/[\s\-‐‑‒–—.]/g, '');
}

function checkDigitIsbn10(first9: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += (10 - index) * Number(first9[index]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'x' : String(check);
}

function checkDigitIsbn13(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += (index % 2 === 0 ? 1 : 3) * Number(first12[index]);
  return String((10 - (sum % 10)) % 10);
}

function checkDigitIssn(first7: string): string {
  let sum = 0;
  for (let index = 0; index < 7; index++) sum += (8 - index) * Number(first7[index]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'x' : String(check);
}

/** Whether digits (already compacted) form an ISBN-10 or ISBN-13 whose check digit is right. */
export function isValidIsbn(digits: string): boolean {
  if (!ISBN_SHAPE.test(digits)) return false;
  return digits.length === 10
    ? checkDigitIsbn10(digits.slice(0, 9)) === digits[9]
    : checkDigitIsbn13(digits.slice(0, 12)) === digits[12];
}

export function isValidIssn(digits: string): boolean {
  return ISSN_SHAPE.test(digits) && checkDigitIssn(digits.slice(0, 7)) === digits[7];
}

/** The ISBN-13 an ISBN-10 is also known by (prefix 978, new check digit). */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + checkDigitIsbn13(first12);
}

/** The ISBN-10 of a 978 ISBN-13; 979 numbers have none. */
export function isbn13To10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  return first9 + checkDigitIsbn10(first9);
}

/**
 * The ISBN at the start of a catalogue value such as "8535902775 (broch.)" or "978-85-359-0277-2",
 * compacted to digits; null when the value holds no ISBN-shaped number. The check digit is not
 * required to be right: catalogues do hold misprinted ISBNs, and they must still be findable.
 */
export function normalizeIsbn(value: string): string | null {
  const match = /^[\s(]*((?:\d[\s-]?){9}[\dXx](?:[\s-]?\d){0,3})/.exec(value);
  if (!match) return null;
  const digits = compact(match[1]!);
  return ISBN_SHAPE.test(digits) ? digits : null;
}

/** Every form an ISBN is looked up by: as given, plus its ISBN-13 or ISBN-10 twin when valid. */
export function isbnForms(value: string): string[] {
  const isbn = normalizeIsbn(value);
  if (!isbn) return [];
  if (!isValidIsbn(isbn)) return [isbn];
  if (isbn.length === 10) return [isbn, isbn10To13(isbn)];
  const isbn10 = isbn13To10(isbn);
  return isbn10 ? [isbn, isbn10] : [isbn];
}

/** An ISSN ("0028-0836", "1234-567X") compacted to 8 characters; null when it is not one. */
export function normalizeIssn(value: string): string | null {
  const match = /^[\s(]*(\d{4}[\s-]?\d{3}[\dXx])(?![\dXx])/.exec(value);
  return match ? compact(match[1]!) : null;
}
