export type FacetValue = {
  /** The value sent to the search (e.g. the facet code's value). */
  id: string;
  label: string;
  count: number;
};

/** Case- and accent-insensitive matching for "filter within" (so "portugues" finds "Português"). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The values to list: those matching the filter text, then the first `limit` unless expanded.
 * Selected values always stay visible so the user can clear them.
 */
export function visibleFacetValues(
  values: readonly FacetValue[],
  {
    query = '',
    limit,
    expanded,
    selected,
  }: { query?: string; limit: number; expanded: boolean; selected: ReadonlySet<string> },
): { shown: FacetValue[]; hiddenCount: number } {
  const needle = normalise(query.trim());
  const matching = needle ? values.filter((value) => normalise(value.label).includes(needle)) : [...values];
  if (expanded || matching.length <= limit) return { shown: matching, hiddenCount: 0 };
  const head = matching.slice(0, limit);
  const extraSelected = matching.slice(limit).filter((value) => selected.has(value.id));
  return { shown: [...head, ...extraSelected], hiddenCount: matching.length - limit - extraSelected.length };
}
