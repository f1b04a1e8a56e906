import { describe, expect, it } from 'vitest';
import { type FacetValue, visibleFacetValues } from './facets.ts';

const languages: FacetValue[] = [
  { id: 'por', label: 'Português', count: 120 },
  { id: 'eng', label: 'Inglês', count: 80 },
  { id: 'spa', label: 'Espanhol', count: 30 },
  { id: 'fre', label: 'Francês', count: 12 },
  { id: 'ger', label: 'Alemão', count: 4 },
];

const none = new Set<string>();

describe('visibleFacetValues', () => {
  it('shows the first values and counts the rest', () => {
    const { shown, hiddenCount } = visibleFacetValues(languages, {
      limit: 3,
      expanded: false,
      selected: none,
    });
    expect(shown.map((value) => value.id)).toEqual(['por', 'eng', 'spa']);
    expect(hiddenCount).toBe(2);
  });

  it('shows everything when expanded', () => {
    expect(visibleFacetValues(languages, { limit: 3, expanded: true, selected: none }).shown).toHaveLength(5);
  });

  it('filters ignoring case and accents', () => {
    const { shown } = visibleFacetValues(languages, {
      query: 'portugues',
      limit: 3,
      expanded: false,
      selected: none,
    });
    expect(shown.map((value) => value.id)).toEqual(['por']);
    expect(
      visibleFacetValues(languages, { query: 'ÊS', limit: 10, expanded: false, selected: none }).shown,
    ).toHaveLength(4);
  });

  it('keeps a selected value visible even beyond the limit', () => {
    const { shown, hiddenCount } = visibleFacetValues(languages, {
      limit: 2,
      expanded: false,
      selected: new Set(['ger']),
    });
    expect(shown.map((value) => value.id)).toEqual(['por', 'eng', 'ger']);
    expect(hiddenCount).toBe(2);
  });
});
