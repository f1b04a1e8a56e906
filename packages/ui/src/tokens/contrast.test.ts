import { describe, expect, it } from 'vitest';
import { createBrand } from './brand.ts';
import { contrastRatio, toGrey } from './contrast.ts';
import { tokensFor } from './css-variables.ts';
import type { Tokens } from './neo.ts';
import { pairings } from './pairings.ts';
import { schemes } from './scheme.ts';

type Shown = { label: string; tokens: Tokens; highContrast: boolean };

const shown: Shown[] = [
  ...schemes.map((scheme) => ({
    label: scheme,
    tokens: tokensFor(scheme),
    highContrast: scheme === 'high-contrast',
  })),
  { label: 'grayscale + data-dark', tokens: tokensFor('grayscale', { dark: true }), highContrast: false },
];

/** Sample institutions: a calm blue, a pale yellow, a vivid red, a near-white, a near-black, a typo. */
const sampleBrands = [
  { name: 'Biblioteca Azul', primary: '#1565c0', secondary: '#00897b' },
  { name: 'Amarelo Ipê', primary: '#ffd54f' },
  { name: 'Vermelho', primary: '#e53935', secondary: '#ff80ab' },
  { name: 'Quase branco', primary: '#fafafa' },
  { name: 'Quase preto', primary: '#111111', secondary: '#222' },
  { name: 'Erro de digitação', primary: 'azul' },
].map(createBrand);

for (const brand of sampleBrands) {
  for (const scheme of ['neo', 'dark'] as const) {
    shown.push({
      label: `${scheme} + brand ${brand.name}`,
      tokens: tokensFor(scheme, { brand }),
      highContrast: false,
    });
  }
}

describe.each(shown)('contrast in $label', ({ tokens, highContrast }) => {
  it.each(pairings)('$fg on $bg ($kind)', ({ fg, bg, kind }) => {
    const bar = kind === 'ui' ? 3 : highContrast ? 7 : 4.5;
    const ratio = contrastRatio(tokens.color[fg], tokens.color[bg]);
    expect(ratio, `${tokens.color[fg]} on ${tokens.color[bg]}`).toBeGreaterThanOrEqual(bar);
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('greys a colour without changing its luminance', () => {
    expect(contrastRatio(toGrey('#0b5f6b'), '#ffffff')).toBeCloseTo(contrastRatio('#0b5f6b', '#ffffff'), 1);
  });
});

describe('createBrand', () => {
  it('keeps a brand colour that already passes', () => {
    const brand = createBrand({ name: 'Azul', primary: '#0d47a1' });
    expect(brand.tokens.neo.color?.accent).toBe('#0d47a1');
    expect(brand.adjustments.filter((a) => a.scheme === 'neo')).toEqual([]);
  });

  it('darkens a pale colour for light schemes and says so', () => {
    const brand = createBrand({ name: 'Amarelo', primary: '#ffd54f' });
    const accent = brand.tokens.neo.color?.accent;
    expect(accent).not.toBe('#ffd54f');
    expect(contrastRatio(accent!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brand.adjustments).toContainEqual(
      expect.objectContaining({ token: 'accent', scheme: 'neo', reason: 'adjusted-for-contrast' }),
    );
  });

  it('falls back to the kit accent for a value that is not a colour', () => {
    const brand = createBrand({ name: 'Erro', primary: 'azul' });
    expect(brand.tokens.neo.color?.accent).toBe('#0b5f6b');
    expect(brand.adjustments).toContainEqual(
      expect.objectContaining({ reason: 'invalid-colour', given: 'azul' }),
    );
  });

  it('keeps the name and logo for the header', () => {
    expect(createBrand({ name: 'UFX', primary: '#123456', logo: '/logo.svg' })).toMatchObject({
      name: 'UFX',
      logo: '/logo.svg',
    });
  });
});
