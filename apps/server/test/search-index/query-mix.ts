import { createRandom } from '../../src/demo/seeded-random.ts';
import type { IndexDocument } from '../../src/modules/search-index/document.ts';
import {
  FACET_TYPES,
  type FacetType,
  type SearchClause,
  type SearchRequest,
  type SortKey,
} from '../../src/modules/search/engine/search-engine.ts';
import { tokenizeQuery } from '../../src/text/tokenizer.ts';

const SORTS: SortKey[] = ['relevance', 'title', 'author', 'year', 'type', 'id'];

function accentVariant(word: string, random: () => number): string {
  // Upper case and a stray accent must not change what a word finds.
  const upper = random() < 0.5 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
  return upper.replace(/a/u, random() < 0.5 ? 'á' : 'a').replace(/e/u, random() < 0.5 ? 'ê' : 'e');
}

const clause = (
  field: SearchClause['field'],
  text: string,
  operator?: SearchClause['operator'],
): SearchClause => ({
  field,
  terms: tokenizeQuery(text),
  ...(operator ? { operator } : {}),
});

/**
 * A reproducible mix of catalogue searches drawn from the catalogue itself: common and rare words,
 * two words, accent and case variants, prefixes, titles, authors, subjects, ISBNs, advanced lines
 * with AND/OR/NOT, browsing, 0-3 facet filters, every sort both ways, pages 1-10, every facet.
 */
export function queryMix(documents: readonly IndexDocument[], count: number, seed = 7): SearchRequest[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const frequency = new Map<string, number>();
  for (const doc of documents) {
    for (const term of new Set([...doc.terms.A, ...doc.terms.B, ...doc.terms.C, ...doc.terms.D])) {
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
  }
  const words = [...frequency].filter(([term]) => /^\p{L}{3,}$/u.test(term)).sort((a, b) => b[1] - a[1]);
  const common = words.slice(0, 60).map(([term]) => term);
  const rare = words.filter(([, n]) => n <= 3).map(([term]) => term);
  const isbns = documents.flatMap((doc) => doc.terms.isbn.filter((term) => /^\d{13}$/u.test(term)));
  const values = new Map<FacetType, string[]>();
  for (const type of FACET_TYPES) {
    const seen = new Set<string>();
    for (const doc of documents) {
      if (type === 'Y') {
        if (doc.year !== null) seen.add(String(doc.year));
      } else for (const value of doc.facets[type] ?? []) seen.add(value);
    }
    values.set(type, [...seen]);
  }
  const requests: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    const doc = pick(documents);
    let clauses: SearchClause[];
    switch (i % 12) {
      case 0:
        clauses = [clause('any', pick(common))];
        break;
      case 1:
        clauses = [clause('any', rare.length ? pick(rare) : pick(common))];
        break;
      case 2:
        clauses = [clause('any', `${pick(common)} ${pick(common)}`)];
        break;
      case 3:
        clauses = [clause('any', accentVariant(pick(common), random))];
        break;
      case 4:
        clauses = [clause('any', pick(common).slice(0, 3 + Math.floor(random() * 3)))];
        break;
      case 5:
        clauses = [clause('author', doc.terms.B.slice(0, 2).join(' ') || pick(common))];
        break;
      case 6:
        clauses = [clause('subject', doc.terms.C.slice(0, 1).join(' ') || pick(common))];
        break;
      case 7:
        clauses = [clause(random() < 0.5 ? 'isbn' : 'any', isbns.length ? pick(isbns) : pick(common))];
        break;
      case 8:
        clauses = [clause('title', doc.terms.A.slice(0, 2).join(' ') || pick(common))];
        break;
      case 9:
        clauses = [
          clause('any', pick(common)),
          clause(
            pick(['title', 'author', 'subject'] as const),
            pick(common),
            pick(['and', 'or', 'not'] as const),
          ),
        ];
        break;
      case 10:
        clauses = [];
        break;
      default:
        clauses = [clause('any', `${pick(common)} de`)];
    }
    const filters: Partial<Record<FacetType, string[]>> = {};
    const filterCount = Math.floor(random() * 4);
    for (let f = 0; f < filterCount; f++) {
      const type = pick(['T', 'Y', 'I', 'X', 'B', 'A', 'S', 'K', 'P'] as const);
      const options = values.get(type) ?? [];
      if (options.length === 0) continue;
      filters[type] = [...new Set([...(filters[type] ?? []), pick(options)])];
    }
    requests.push({
      clauses,
      filters,
      sort: { key: pick(SORTS), descending: random() < 0.3 },
      page: { offset: random() < 0.5 ? 0 : Math.floor(random() * 10) * 20, limit: 20 },
      facets: FACET_TYPES,
    });
  }
  return requests;
}
