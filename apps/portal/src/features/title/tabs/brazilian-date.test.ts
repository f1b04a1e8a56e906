import { describe, expect, it } from 'vitest';
import { isoFromBrazilianDate } from './brazilian-date.ts';

describe('isoFromBrazilianDate', () => {
  it('reads the API’s day/month/year', () => {
    expect(isoFromBrazilianDate('03/12/2026')).toBe('2026-12-03');
  });
  it('refuses anything else', () => {
    expect(isoFromBrazilianDate('2026-12-03')).toBeNull();
  });
});
