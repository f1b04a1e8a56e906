import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockStartingAt,
  dayIn,
  formatDateTimeIn,
  libraryTime,
  wallTimeIn,
} from './library-time.ts';

describe('the library’s time', () => {
  // 23:30 in São Paulo (UTC−3) is already the next day in UTC.
  const lateEvening = new Date('2031-03-15T02:30:00Z');

  it('keeps the library’s day when UTC has moved on', () => {
    expect(dayIn(lateEvening, 'America/Sao_Paulo')).toBe('2031-03-14');
    expect(dayIn(lateEvening, 'UTC')).toBe('2031-03-15');
    expect(formatDateTimeIn(lateEvening, 'America/Sao_Paulo')).toBe('14/03/2031 23:30');
  });

  it('reads a wall-clock time in the zone, across a change of offset', () => {
    expect(wallTimeIn('2031-03-14', '23:30', 'America/Sao_Paulo').toISOString()).toBe(
      lateEvening.toISOString(),
    );
    // New York moves from UTC−5 to UTC−4 on 9 March 2031.
    expect(wallTimeIn('2031-03-08', '10:00', 'America/New_York').toISOString()).toBe(
      '2031-03-08T15:00:00.000Z',
    );
    expect(wallTimeIn('2031-03-10', '10:00', 'America/New_York').toISOString()).toBe(
      '2031-03-10T14:00:00.000Z',
    );
  });

  it('moves days across months and years', () => {
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
    expect(addDays('2031-01-01', -1)).toBe('2030-12-31');
  });

  it('runs a clock set to a moment on from there', async () => {
    const time = libraryTime(clockStartingAt(lateEvening), 'America/Sao_Paulo');
    expect(time.today()).toBe('2031-03-14');
    const first = time.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(time.now().getTime() - first).toBeGreaterThanOrEqual(15);
    expect(time.now().getTime() - lateEvening.getTime()).toBeLessThan(5_000);
  });

  it('refuses a zone it does not know', () => {
    expect(() => libraryTime(() => lateEvening, 'America/Atlantis')).toThrow(/unknown time zone/);
  });
});
