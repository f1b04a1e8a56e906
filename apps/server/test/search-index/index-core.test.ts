import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { IndexDocument } from '../../src/modules/search-index/document.ts';
import { loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndex } from '../../src/modules/search-index/search-index.ts';
import { buildIndex } from '../../src/modules/search-index/search-index-service.ts';
import { readSnapshot, writeSnapshot } from '../../src/modules/search-index/snapshot.ts';
import { FACET_TYPES, type SearchRequest } from '../../src/modules/search/engine/search-engine.ts';
import { tokenizeQuery } from '../../src/text/tokenizer.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { queryMix } from './query-mix.ts';

let db: Database;
let index: SearchIndex;
let documents: IndexDocument[];
let folder: string;

beforeAll(async () => {
  db = await openTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'acervo-index-'));
  index = await buildIndex(db);
  const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo_busca')).map(
    (row) => row.cod_acervo,
  );
  documents = await loadDocuments(db, ids);
});

afterAll(async () => {
  await db?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const any = (text: string): SearchRequest => ({
  clauses: [{ field: 'any', terms: tokenizeQuery(text) }],
  page: { offset: 0, limit: 20 },
});

function expectSameAnswers(subject: SearchIndex, reference: SearchIndex, requests: readonly SearchRequest[]) {
  for (const request of requests)
    expect({ request, ...subject.search(request) }).toEqual({ request, ...reference.search(request) });
}

describe('the in-memory index', () => {
  it('walks precomputed orders for large results with the same pages as sorting them', () => {
    // The demo catalogue is small enough that every result is sorted by rank; force the walks.
    const walking = new SearchIndex(index.main, { smallResult: 0 });
    expectSameAnswers(walking, index, queryMix(documents, 300, 21));
  });

  it('reads back from a snapshot with the same answers', async () => {
    const file = path.join(folder, 'indice.bin');
    await writeSnapshot(file, index.main, 'test-instance');
    const loaded = await readSnapshot(file);
    expect(loaded?.info).toEqual({ instance: 'test-instance', seq: index.main.seq, count: index.main.count });
    expectSameAnswers(new SearchIndex(loaded!.segment), index, queryMix(documents, 200, 22));
  });

  it('refuses a file that is not a snapshot, so the server builds from the database instead', async () => {
    const file = path.join(folder, 'other.bin');
    await writeSnapshot(file, index.main, 'x');
    await writeFile(file, 'not a snapshot at all');
    expect(await readSnapshot(file)).toBeNull();
    expect(await readSnapshot(path.join(folder, 'missing.bin'))).toBeNull();
  });

  it('refuses a snapshot cut short anywhere (a torn write), so a crash never loads half an index', async () => {
    const file = path.join(folder, 'whole.bin');
    const size = await writeSnapshot(file, index.main, 'x');
    const whole = await readFile(file);
    const torn = path.join(folder, 'torn.bin');
    // Cuts in the header, in the arrays and a few bytes short of the end.
    const lengths = [12, 200, size >> 2, size >> 1, size - 4096, size - 64, size - 1];
    const outcomes = [];
    for (const length of lengths) {
      await writeFile(torn, whole.subarray(0, length));
      const loaded = await readSnapshot(torn).then(
        (snapshot) => (snapshot ? 'loaded' : null),
        (error: unknown) => `threw ${String(error)}`,
      );
      outcomes.push({ length, loaded });
    }
    expect(outcomes).toEqual(lengths.map((length) => ({ length, loaded: null })));
  });

  it('answers from changed titles kept beside the main segment as a fresh build would', () => {
    const changed = new SearchIndex(index.main);
    const rebuilt = new Map(documents.map((doc) => [doc.id, doc]));
    const sample = documents.filter((_, i) => i % 53 === 0);
    for (const doc of sample.slice(0, 15)) {
      changed.remove(doc.id);
      rebuilt.delete(doc.id);
    }
    for (const doc of sample.slice(15, 40)) {
      // A new edition: another year and title key move it in every order.
      const edited: IndexDocument = {
        ...doc,
        year: doc.year === null ? 1999 : doc.year - 7,
        titleKey: `a ${doc.titleKey}`,
        terms: { ...doc.terms, A: [...doc.terms.A, 'reeditado'] },
        facets: { ...doc.facets, S: [...(doc.facets.S ?? []), 'reedicoes'] },
        labels: [...(doc.labels ?? []), ['S', 'reedicoes', 'Reedições']],
      };
      changed.upsert(edited);
      rebuilt.set(doc.id, edited);
    }
    expect(changed.size).toBe(rebuilt.size);
    const editions = sample.slice(15, 40).length;
    expect(changed.deltaSize).toBe(editions);
    expect(changed.search(any('reeditado')).total).toBe(editions);

    // The reference: the same documents numbered from scratch in static order.
    const fresh = new SearchIndex(index.main, {});
    for (const doc of documents) fresh.remove(doc.id);
    for (const doc of rebuilt.values()) fresh.upsert(doc);
    expectSameAnswers(changed, fresh, queryMix([...rebuilt.values()], 200, 23));
  }, 120_000);

  it('answers from precounted facets of frequent words exactly, also after titles leave or change', async () => {
    const precounted = new SearchIndex(index.main, {
      precountFrom: 2,
      facetCacheFrom: Number.POSITIVE_INFINITY,
    });
    const reference = new SearchIndex(index.main, { facetCacheFrom: Number.POSITIVE_INFINITY });
    expect(await precounted.precountFrequentTerms()).toBeGreaterThan(100);
    // One word or the start of one, in the search field or by name, subject or title; and starts
    // longer than any precounted one (9 letters), which reuse the counts of a word they cover.
    const oneWord = queryMix(documents, 900, 24).filter(
      ({ clauses }) =>
        clauses.length === 1 &&
        ['any', 'author', 'subject', 'title'].includes(clauses[0]!.field) &&
        clauses[0]!.terms.length === 1,
    );
    const longWords = [...new Set(documents.flatMap((doc) => [...doc.terms.A, ...doc.terms.C]))].filter(
      (term) => /^\p{L}{11,}$/u.test(term),
    );
    const longStarts = longWords
      .slice(0, 40)
      .map((word) => ({ ...any(word.slice(0, 9)), facets: FACET_TYPES }));
    expect(longStarts.length).toBeGreaterThan(10);
    const frequentWords = [...oneWord, ...longStarts];
    expectSameAnswers(precounted, reference, frequentWords);
    // Titles holding those words leave (their counts must drop) and come back edited (delta).
    const leaving = documents.filter((_, i) => i % 7 === 0).slice(0, 120);
    for (const doc of leaving) {
      precounted.remove(doc.id);
      reference.remove(doc.id);
    }
    for (const doc of leaving.slice(0, 40)) {
      const edited: IndexDocument = {
        ...doc,
        facets: { ...doc.facets, S: [...(doc.facets.S ?? []), 'reedicoes'] },
      };
      precounted.upsert(edited);
      reference.upsert(edited);
    }
    expectSameAnswers(precounted, reference, frequentWords);
    // The wide ranges (short starts of words) went with the titles; counting again restores them.
    expect(precounted.precountsMissing).toBe(true);
    expect(await precounted.precountFrequentTerms()).toBeGreaterThan(0);
    expect(precounted.precountsMissing).toBe(false);
    expectSameAnswers(precounted, reference, frequentWords);
  }, 120_000);

  it('counts a longer start of a word from a precounted word it covers plus the matches that word leaves out', async () => {
    const precounted = new SearchIndex(index.main, {
      precountFrom: 8,
      facetCacheFrom: Number.POSITIVE_INFINITY,
    });
    const reference = new SearchIndex(index.main, { facetCacheFrom: Number.POSITIVE_INFINITY });
    await precounted.precountFrequentTerms();
    // Starts of 9 letters (longer than any precounted start) shared by several words.
    const { terms } = index.main;
    const starts = [
      ...new Set(terms.filter((term) => /^\p{L}{10,}$/u.test(term)).map((term) => term.slice(0, 9))),
    ]
      .filter((start) => terms.filter((term) => term.startsWith(start)).length >= 2)
      .slice(0, 30);
    expect(starts.length).toBeGreaterThan(5);
    const searches = starts.flatMap((start) => [
      { ...any(start), facets: FACET_TYPES },
      { ...any(start), facets: FACET_TYPES, filters: { I: ['por'] } },
    ]);
    expectSameAnswers(precounted, reference, searches);
    for (const doc of documents.filter((_, i) => i % 5 === 0).slice(0, 200)) {
      precounted.remove(doc.id);
      reference.remove(doc.id);
    }
    expectSameAnswers(precounted, reference, searches);
  });

  it("reuses a search's unfiltered counts when the patron narrows it by facet values, until a title changes", () => {
    const reusing = new SearchIndex(index.main, { facetCacheFrom: 0 });
    const reference = new SearchIndex(index.main, { facetCacheFrom: Number.POSITIVE_INFINITY });
    const searches = queryMix(documents, 60, 25);
    // Each search, then narrowed by one and by two of its own facet values (the facet links).
    const narrowed = searches.flatMap((request) => {
      const first = reference.search(request).facets;
      const [type, values] = Object.entries(first).find(([, counts]) => (counts?.length ?? 0) > 1) ?? [];
      if (!type || !values) return [request];
      const one = { ...request, filters: { ...request.filters, [type]: [values[0]!.codigo] } };
      const two = {
        ...request,
        filters: { ...request.filters, [type]: [values[0]!.codigo, values[1]!.codigo] },
      };
      return [request, one, two];
    });
    expectSameAnswers(reusing, reference, narrowed);
    for (const doc of documents.filter((_, i) => i % 11 === 0).slice(0, 80)) {
      reusing.remove(doc.id);
      reference.remove(doc.id);
    }
    expectSameAnswers(reusing, reference, narrowed);
  }, 120_000);

  it("keeps answers and a large query's facet counts for its other pages and sorts, and forgets them when a title changes", () => {
    const cached = new SearchIndex(index.main, { facetCacheFrom: 0 });
    const uncached = new SearchIndex(index.main, { facetCacheFrom: Number.POSITIVE_INFINITY });
    const browse: SearchRequest = {
      clauses: [],
      filters: { T: ['1'] },
      page: { offset: 0, limit: 20 },
      facets: ['T', 'Y', 'A', 'S', 'B'],
    };
    const first = cached.search(browse);
    expect(first).toEqual(uncached.search(browse));
    expect(cached.search({ ...browse, facets: ['B', 'S', 'A', 'Y', 'T'] })).toEqual(first); // asked again
    const nextPage: SearchRequest = { ...browse, page: { offset: 20, limit: 20 }, sort: { key: 'title' } };
    expect(cached.search(nextPage)).toEqual(uncached.search(nextPage));

    const [removed] = first.ids;
    cached.remove(removed!);
    uncached.remove(removed!);
    const after = cached.search(browse);
    expect(after).toEqual(uncached.search(browse));
    expect(after.total).toBe(first.total - 1);
    const edited = { ...documents.find((doc) => doc.id === first.ids[1])!, facets: { T: ['2'] } };
    cached.upsert(edited);
    uncached.upsert(edited);
    expect(cached.search(browse)).toEqual(uncached.search(browse));
  });
});

describe('suggestions from the term dictionary', () => {
  it('completes the last word with words that find titles together with the words before it', () => {
    const suggestions = index.complete('machado de as', 'todos', 5);
    expect(suggestions.map((suggestion) => suggestion.text)).toContain('machado de assis');
    for (const suggestion of suggestions) {
      expect(index.search(any(suggestion.text)).total).toBeGreaterThanOrEqual(suggestion.count);
    }
  });

  it('completes authors and subjects from their own fields, spelt as catalogued', () => {
    expect(index.complete('históri', 'assunto', 3).map((suggestion) => suggestion.text)).toContain(
      'história',
    );
    const authors = index.complete('assi', 'autor', 5).map((suggestion) => suggestion.text);
    expect(authors).toContain('assis');
  });

  it('offers a correction that finds more titles when a word is misspelt, and none when nothing is wrong', () => {
    const correction = index.correct('machdo de assis', 'todos');
    expect(correction?.text).toBe('machado de assis');
    expect(correction!.count).toBe(index.search(any('machado de assis')).total);
    expect(index.correct('machado de assis', 'todos')).toBeNull();
  });
});
