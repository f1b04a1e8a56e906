import type { Brand } from '../tokens/brand.ts';
import { brandStyleSheet } from '../tokens/css-variables.ts';

const styleId = 'acervo-brand';

/**
 * Applies an institution's brand at run time: one <style> element with the token overrides and
 * `data-brand` on <html>. Passing null removes both, returning to the kit's own accent.
 */
export function applyBrand(brand: Brand | null, root: HTMLElement = document.documentElement): void {
  const doc = root.ownerDocument;
  let style = doc.getElementById(styleId);
  if (!brand) {
    style?.remove();
    root.removeAttribute('data-brand');
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.id = styleId;
    doc.head.append(style);
  }
  style.textContent = brandStyleSheet(brand);
  root.setAttribute('data-brand', brand.name);
}
