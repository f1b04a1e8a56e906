/**
 * The header's first step towards the basket count: a chunk with nothing but its import, so the
 * shell lists one chunk to preload rather than the count's several (the home route shares the
 * shell and is at its size ceiling; ADR 124 does the same for a page).
 */
export const loadBasketCount = () =>
  import('./basket-count.tsx').then((module) => ({ default: module.BasketCount }));
