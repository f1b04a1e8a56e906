import { describe, expect, it } from 'vitest';
import { boundedDamerau } from '../../src/modules/search-index/edit-distance.ts';

describe('boundedDamerau', () => {
  it('counts a swapped pair of letters as one slip, like a missing, extra or wrong letter', () => {
    expect(boundedDamerau('historia', 'hsitoria', 2)).toBe(1);
    expect(boundedDamerau('historia', 'histria', 2)).toBe(1);
    expect(boundedDamerau('historia', 'historias', 2)).toBe(1);
    expect(boundedDamerau('historia', 'hestoria', 2)).toBe(1);
    expect(boundedDamerau('machado', 'mahcdao', 2)).toBe(2);
    expect(boundedDamerau('assis', 'assis', 2)).toBe(0);
  });

  it('gives up past the bound, answering one more than it', () => {
    expect(boundedDamerau('historia', 'geografia', 2)).toBe(3);
    expect(boundedDamerau('sol', 'solidao', 1)).toBe(2);
  });
});
