import { afterEach, describe, expect, it } from 'vitest';
import { createBrand } from '../tokens/brand.ts';
import { applyBrand } from './brand.ts';

afterEach(() => applyBrand(null));

describe('applyBrand', () => {
  it('writes one scoped style element and marks <html>', () => {
    applyBrand(createBrand({ name: 'UFX', primary: '#1565c0' }));
    applyBrand(createBrand({ name: 'UFY', primary: '#2e7d32' }));
    const styles = document.head.querySelectorAll('style#acervo-brand');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('--color-accent: #2e7d32;');
    expect(document.documentElement).toHaveAttribute('data-brand', 'UFY');
  });

  it('removes both when the brand is cleared', () => {
    applyBrand(createBrand({ name: 'UFX', primary: '#1565c0' }));
    applyBrand(null);
    expect(document.getElementById('acervo-brand')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-brand');
  });
});
