import type { IntlShape } from 'react-intl';

/** The libraries keep due dates, desk hours and receipts in this zone (the server's too). */
export const libraryTimeZone = 'America/Sao_Paulo';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ("2026-11-26") as the locale writes it (pt "26/11/2026"), never shifted a day. */
export function formatIsoDate(intl: IntlShape, iso: string): string {
  const match = isoDate.exec(iso.slice(0, 10));
  if (!match) return iso;
  return intl.formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12), {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** A moment ("2026-11-26T14:03:00-03:00") as date and time in the library's zone. */
export function formatDateTime(intl: IntlShape, instant: string): string {
  return intl.formatDate(instant, {
    timeZone: libraryTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The calendar date of a moment in the library's zone, as ISO "YYYY-MM-DD". */
export function libraryDate(moment: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: libraryTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** An ISO date moved by whole days. */
export function addDays(iso: string, days: number): string {
  const match = isoDate.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
