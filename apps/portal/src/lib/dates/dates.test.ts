import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateTime, formatIsoDate, libraryDate } from './dates.ts';

const pt = createIntl({ locale: 'pt-BR', messages: {} });
const en = createIntl({ locale: 'en', messages: {} });

describe('dates', () => {
  it('writes a calendar date as each locale does, whatever the browser’s zone', () => {
    expect(formatIsoDate(pt, '2026-11-26')).toBe('26/11/2026');
    expect(formatIsoDate(en, '2026-11-26')).toBe('11/26/2026');
    expect(formatIsoDate(pt, '2026-01-01')).toBe('01/01/2026');
  });

  it('writes a moment in the library’s zone', () => {
    expect(formatDateTime(pt, '2026-11-27T01:30:00Z')).toBe('26/11/2026, 22:30');
  });

  it('knows the library’s date when UTC has already moved on', () => {
    expect(libraryDate(new Date('2026-11-27T01:30:00Z'))).toBe('2026-11-26');
  });

  it('moves and counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });
});
