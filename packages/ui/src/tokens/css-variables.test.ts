import { describe, expect, it } from 'vitest';
import { schemeStyleSheet, toCustomProperties, vars } from './css-variables.ts';
import { neo } from './neo.ts';

describe('token custom properties', () => {
  it('names every token after its path', () => {
    const properties = Object.fromEntries(toCustomProperties(neo));
    expect(properties['--color-text-muted']).toBe(neo.color.textMuted);
    expect(properties['--font-size-md']).toBe('1rem');
  });

  it('gives components var() references rather than values', () => {
    expect(vars.color.accent).toBe('var(--color-accent)');
    expect(vars.font.weight.bold).toBe('var(--font-weight-bold)');
  });

  it('declares the dark scheme as changes over the base only', () => {
    const sheet = schemeStyleSheet();
    const darkBlock = sheet.slice(sheet.indexOf(":root[data-scheme='dark'] {"));
    expect(darkBlock).toContain('--color-background: #121416;');
    expect(darkBlock.split('}')[0]).not.toContain('--space-md');
  });
});
