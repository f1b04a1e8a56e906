import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

// Intl separates the symbol with a no-break space; normalise it for readable expectations.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes reais with a comma and two decimals in Portuguese', () => {
    expect(plain(formatMoney(12.5, 'pt-BR'))).toBe('R$ 12,50');
    expect(plain(formatMoney(1234.567, 'pt-BR'))).toBe('R$ 1.234,57');
    expect(plain(formatMoney(0, 'pt-BR'))).toBe('R$ 0,00');
  });

  it('follows the locale for the same currency', () => {
    expect(plain(formatMoney(12.5, 'en-US'))).toBe('R$12.50');
    expect(plain(formatMoney(12.5, 'es-ES'))).toBe('12,50 BRL');
  });

  it('keeps the sign of debts', () => {
    expect(plain(formatMoney(-3, 'pt-BR'))).toBe('-R$ 3,00');
  });
});
