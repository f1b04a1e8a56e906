import { describe, expect, it } from 'vitest';
import { barShares } from './bar-scale.ts';

describe('barShares', () => {
  it('gives the largest value the whole track and the others their share of it', () => {
    expect(barShares([2, 8, 4, 0])).toEqual([25, 100, 50, 0]);
  });

  it('draws nothing when every value is zero or there are none', () => {
    expect(barShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(barShares([])).toEqual([]);
  });

  it('draws no bar for negative or non-finite values', () => {
    expect(barShares([-3, Number.NaN, 5])).toEqual([0, 0, 100]);
  });
});
