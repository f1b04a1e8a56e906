import { describe, expect, it } from 'vitest';
import { coverPalettes, coverTitle, paletteFor } from './cover-art.ts';

describe('generated cover', () => {
  it('gives a title the same palette every time, and spreads titles over the palettes', () => {
    expect(paletteFor('Dom Casmurro')).toBe(paletteFor('Dom Casmurro'));
    const used = new Set(
      ['Dom Casmurro', 'Iracema', 'O Cortiço', 'Vidas secas', 'Macunaíma', 'Grande sertão'].map(paletteFor),
    );
    expect(used.size).toBeGreaterThan(2);
    for (const palette of used) expect(coverPalettes).toContain(palette);
  });

  it('prints the main title without the subtitle or statement of responsibility', () => {
    expect(coverTitle('Dom Casmurro: romance')).toBe('Dom Casmurro');
    expect(coverTitle('Memórias póstumas de Brás Cubas / Machado de Assis')).toBe(
      'Memórias póstumas de Brás Cubas',
    );
  });

  it('shortens long titles on a word boundary', () => {
    const title = coverTitle(
      'Introdução à teoria geral da administração e às práticas de gestão pública contemporânea',
    );
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(49);
    expect(title).not.toMatch(/\s…$/);
  });
});
