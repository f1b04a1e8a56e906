/**
 * The library's time: one injectable clock and the institution's time zone. Every date rule
 * (due today, overdue days, fines, pickup deadlines, suspensions, validity) and every date the API
 * formats reads "now" and "today" from here, never from `now()`/`current_date` in SQL or from the
 * server's own zone: a library in São Paulo is still on Tuesday at 23:30 when UTC is on Wednesday.
 */

/** Where "now" comes from: the system clock, or a set moment in tests. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A clock that reads `start` when made and runs on from there at the system clock's pace. */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export const defaultLibraryTimeZone = 'America/Sao_Paulo';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** An ISO day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a wall-clock time (`day` at `HH:MM`) reads in a time zone. */
export function wallTimeIn(day: string, time: string, zone: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.parse(`${day}T${pad(hour)}:${pad(minute)}:00Z`);
  // The zone's offset at that moment, found twice so a change of offset near it is honoured.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const wall = wallClock(new Date(instant), zone);
    const shownAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    instant = asUtc - (shownAsUtc - instant);
  }
  return new Date(instant);
}

/** "DD/MM/YYYY HH:mm" in a time zone, as Pergamum clients show validity and desk times. */
export function formatDateTimeIn(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${pad(wall.day)}/${pad(wall.month)}/${pad(wall.year, 4)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The clock read in the library's zone: what route handlers and services are given. */
export type LibraryTime = {
  /** The institution's IANA time zone (for SQL: `column at time zone $zone`). */
  readonly zone: string;
  now(): Date;
  /** Today's date in the library, YYYY-MM-DD. */
  today(): string;
  /** The library's day of an instant. */
  dayOf(instant: Date): string;
  /** The instant the library's wall clock shows `time` on `day`. */
  at(day: string, time: string): Date;
  /** "DD/MM/YYYY HH:mm" on the library's wall clock. */
  formatDateTime(instant: Date): string;
};

export function libraryTime(clock: Clock, zone: string): LibraryTime {
  if (!isTimeZone(zone)) throw new Error(`unknown time zone: ${zone}`);
  return {
    zone,
    now: clock,
    today: () => dayIn(clock(), zone),
    dayOf: (instant) => dayIn(instant, zone),
    at: (day, time) => wallTimeIn(day, time, zone),
    formatDateTime: (instant) => formatDateTimeIn(instant, zone),
  };
}

/** An ISO date (YYYY-MM-DD) as DD/MM/YYYY, the way Pergamum clients show dates. */
export function brDate(iso: string): string;
export function brDate(iso: string | null): string | null;
export function brDate(iso: string | null): string | null {
  return iso === null ? null : iso.split('-').reverse().join('/');
}
