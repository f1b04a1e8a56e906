import { describe, expect, it } from 'vitest';
import { createBrand } from './brand.ts';
import { brandStyleSheet, schemeStyleSheet, toCustomProperties, tokensFor, vars } from './css-variables.ts';
import { neo } from './neo.ts';
import { defineScheme } from './scheme.ts';

function blockOf(sheet: string, selector: string): string {
  const start = sheet.indexOf(`${selector} {`);
  expect(start, `${selector} present`).toBeGreaterThanOrEqual(0);
  return sheet.slice(start).split('}')[0]!;
}

describe('token custom properties', () => {
  it('names every token after its path', () => {
    const properties = Object.fromEntries(toCustomProperties(neo));
    expect(properties['--color-text-muted']).toBe(neo.color.textMuted);
    expect(properties['--font-size-md']).toBe('1rem');
    expect(properties['--z-index-toast']).toBe('200');
    expect(properties['--breakpoint-md']).toBe('48rem');
  });

  it('gives components var() references rather than values', () => {
    expect(vars.color.accent).toBe('var(--color-accent)');
    expect(vars.font.weight.bold).toBe('var(--font-weight-bold)');
  });

  it('declares each scheme as changes over the base only', () => {
    const sheet = schemeStyleSheet();
    const darkBlock = blockOf(sheet, ":root[data-scheme='dark']");
    expect(darkBlock).toContain('--color-background: #121416;');
    expect(darkBlock).not.toContain('--space-md');
    expect(blockOf(sheet, ":root[data-scheme='high-contrast']")).toContain('--color-background: #000000;');
    expect(blockOf(sheet, ":root[data-scheme='grayscale'][data-dark]")).toContain('--color-background');
  });

  it('lets a scheme change tokens but never invent them (checked by the type checker)', () => {
    const scheme = defineScheme({ color: { accent: '#123456' } });
    expect(scheme.color.accent).toBe('#123456');
    // @ts-expect-error: `sparkle` is not a token of the base scheme.
    defineScheme({ color: { sparkle: '#ffffff' } });
    // @ts-expect-error: token values are strings.
    defineScheme({ space: { md: 16 } });
  });

  it('scales the root from 100% to 200% in zoom steps and remaps weights when bold', () => {
    const sheet = schemeStyleSheet();
    expect(sheet).toContain(":root[data-zoom='20'] { font-size: 120%; }");
    expect(sheet).toContain(":root[data-zoom='100'] { font-size: 200%; }");
    expect(blockOf(sheet, ':root[data-bold]')).toContain('--font-weight-regular: 700;');
  });

  it('maps colours to system colours under forced colours', () => {
    expect(schemeStyleSheet()).toMatch(
      /@media \(forced-colors: active\) \{\s*:root \{[^}]*--color-focus: Highlight;/,
    );
  });

  it('uses static colour values only (no relative colour syntax or color-mix)', () => {
    expect(schemeStyleSheet()).not.toMatch(/\bfrom\s|color-mix|light-dark/);
  });

  it('scopes brand overrides to neo and dark', () => {
    const brand = createBrand({ name: 'UFX', primary: '#1565c0' });
    const sheet = brandStyleSheet(brand);
    expect(sheet).toContain(":root[data-brand][data-scheme='neo']");
    expect(sheet).toContain(":root[data-brand][data-scheme='dark']");
    expect(sheet).not.toContain('high-contrast');
    expect(tokensFor('high-contrast', { brand }).color.accent).toBe('#ffeb3b');
  });
});
