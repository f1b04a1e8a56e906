/** `DD/MM/YYYY`, as the API writes dates in the copies list, to ISO `YYYY-MM-DD`; null if it is not one. */
export function isoFromBrazilianDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
