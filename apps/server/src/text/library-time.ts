/** The time zone the libraries keep their desk hours, due dates and receipts in. */
export const LIBRARY_TIME_ZONE = 'America/Sao_Paulo';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: LIBRARY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "DD/MM/YYYY HH:mm" in the libraries' time zone, as Pergamum clients show validity and desk times. */
export const formatLibraryDateTime = (date: Date) => dateTime.format(date).replace(',', '');

/** An ISO date (YYYY-MM-DD) as DD/MM/YYYY, the way Pergamum clients show dates. */
export function brDate(iso: string): string;
export function brDate(iso: string | null): string | null;
export function brDate(iso: string | null): string | null {
  return iso === null ? null : iso.split('-').reverse().join('/');
}
