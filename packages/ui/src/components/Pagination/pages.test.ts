import { describe, expect, it } from 'vitest';
import { pageSlots } from './pages.ts';

describe('pageSlots', () => {
  it('lists every page when they fit', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('never hides a single page behind a gap near the ends', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of slots wherever the user is', () => {
    for (let page = 1; page <= 50; page += 1) expect(pageSlots(page, 50)).toHaveLength(7);
  });

  it('clamps out-of-range pages and handles empty results', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 0)).toEqual([]);
  });
});
