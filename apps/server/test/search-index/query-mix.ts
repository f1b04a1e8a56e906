import { createRandom } from '../../src/demo/seeded-random.ts';
import type { FacetType, IndexDocument } from '../../src/modules/search-index/document.ts';
import type { IndexQuery, IndexSort } from '../../src/modules/search-index/search-index.ts';

const SORTS: IndexSort[] = ['ano_desc', 'ano_asc', 'titulo_asc', 'titulo_desc'];

function accentVariant(word: string, random: () => number): string {
  // Upper case and a stray accent must not change what a word finds.
  const upper = random() < 0.5 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
  return upper.replace(/a/u, random() < 0.5 ? 'á' : 'a').replace(/e/u, random() < 0.5 ? 'ê' : 'e');
}

/**
 * A reproducible mix of catalogue queries drawn from the catalogue itself: common and rare words,
 * two words, accent and case variants, prefixes, authors, subjects, ISBNs, 0-3 facet filters,
 * every sort, pages 1-10.
 */
export function queryMix(documents: readonly IndexDocument[], count: number, seed = 7): IndexQuery[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const frequency = new Map<string, number>();
  for (const doc of documents)
    for (const term of doc.terms.todos) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const words = [...frequency].filter(([term]) => /^\p{L}{3,}$/u.test(term)).sort((a, b) => b[1] - a[1]);
  const common = words.slice(0, 40).map(([term]) => term);
  const rare = words.filter(([, n]) => n <= 3).map(([term]) => term);
  const numbers = [...frequency.keys()].filter((term) => /^\d{13}$/u.test(term));
  const facetValues = (type: FacetType): string[] => {
    const values = new Set<string>();
    for (const doc of documents) {
      if (type === 'Y') {
        if (doc.year !== null) values.add(String(doc.year));
      } else for (const value of doc.facets[type]) values.add(value);
    }
    return [...values];
  };
  const values = Object.fromEntries(
    (['T', 'Y', 'I', 'X', 'B'] as const).map((type) => [type, facetValues(type)]),
  ) as Record<FacetType, string[]>;
  const queries: IndexQuery[] = [];
  for (let i = 0; i < count; i++) {
    const doc = pick(documents);
    const kind = i % 9;
    let text: string;
    let field: IndexQuery['field'] = 'todos';
    if (kind === 0) text = pick(common);
    else if (kind === 1) text = rare.length ? pick(rare) : pick(common);
    else if (kind === 2) text = `${pick(common)} ${pick(common)}`;
    else if (kind === 3) text = accentVariant(pick(common), random);
    else if (kind === 4) text = pick(common).slice(0, 3 + Math.floor(random() * 3));
    else if (kind === 5) {
      text = doc.terms.autor.slice(0, 2).join(' ') || pick(common);
      field = 'autor';
    } else if (kind === 6) {
      text = doc.terms.assunto.slice(0, 1).join(' ') || pick(common);
      field = 'assunto';
    } else if (kind === 7) text = numbers.length ? pick(numbers) : pick(common);
    else text = random() < 0.3 ? '' : doc.terms.titulo.slice(0, 2).join(' ');
    const filters: IndexQuery['filters'] = {};
    const filterCount = Math.floor(random() * 4);
    for (let f = 0; f < filterCount; f++) {
      const type = pick(['T', 'Y', 'I', 'X', 'B'] as const);
      if (values[type].length === 0) continue;
      filters[type] = [...new Set([...(filters[type] ?? []), pick(values[type])])];
    }
    queries.push({
      text,
      field,
      filters,
      sort: pick(SORTS),
      offset: Math.floor(random() * 10) * 20,
      limit: 20,
      facets: true,
    });
  }
  return queries;
}
