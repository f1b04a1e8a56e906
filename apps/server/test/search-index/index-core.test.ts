import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { IndexDocument } from '../../src/modules/search-index/document.ts';
import { buildMainSegment, loadDocuments } from '../../src/modules/search-index/load.ts';
import { SearchIndex } from '../../src/modules/search-index/search-index.ts';
import { readSnapshot, writeSnapshot } from '../../src/modules/search-index/snapshot.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { queryMix } from './query-mix.ts';
import { canonicalFacets, referenceSearch } from './reference-model.ts';

let db: Database;
let documents: IndexDocument[];
let index: SearchIndex;
let folder: string;

beforeAll(async () => {
  db = await openTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'acervo-index-'));
  const ids = (await db.query<{ cod_acervo: number }>('select cod_acervo from acervo')).map(
    (row) => row.cod_acervo,
  );
  documents = await loadDocuments(db, ids);
  index = new SearchIndex(await buildMainSegment(db, { batchSize: 500 }));
});

afterAll(async () => {
  await db?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

function expectSameAnswers(
  subject: SearchIndex,
  docs: readonly IndexDocument[],
  count: number,
  seed: number,
) {
  for (const query of queryMix(docs, count, seed)) {
    const expected = referenceSearch(docs, query);
    const actual = subject.search(query);
    expect({ query, total: actual.total, ids: actual.ids, facets: canonicalFacets(actual.facets) }).toEqual({
      query,
      total: expected.total,
      ids: expected.ids,
      facets: canonicalFacets(expected.facets),
    });
  }
}

describe('the in-memory index', () => {
  it('holds every title of the catalogue', () => {
    expect(documents.length).toBeGreaterThan(1000);
    expect(index.size).toBe(documents.length);
  });

  it('gives the same totals, facet counts and sorted pages as a full scan', () => {
    expectSameAnswers(index, documents, 300, 11);
  });

  it('finds a title by any spelling of its ISBN and by accent- and case-folded words', () => {
    const withIsbn = documents.find((doc) => doc.terms.todos.some((term) => /^97[89]\d{10}$/u.test(term)))!;
    const isbn13 = withIsbn.terms.todos.find((term) => /^97[89]\d{10}$/u.test(term))!;
    const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 5)}-${isbn13.slice(5, 12)}-${isbn13.slice(12)}`;
    expect(index.search({ text: hyphenated }).ids).toContain(withIsbn.id);
    expect(index.search({ text: 'HISTÓRIA' }).total).toBe(index.search({ text: 'historia' }).total);
  });

  it('ranks titles whose title holds the words before titles that only mention them elsewhere', () => {
    const result = index.search({ text: 'brasil', sort: 'relevancia', limit: 50 });
    const byId = new Map(documents.map((doc) => [doc.id, doc]));
    const inTitle = result.ids.map((id) =>
      byId.get(id)!.terms.titulo.some((term) => term.startsWith('brasil')),
    );
    const firstMiss = inTitle.indexOf(false);
    if (firstMiss >= 0) expect(inTitle.slice(firstMiss)).not.toContain(true);
    expect(inTitle[0]).toBe(true);
  });

  it('reads back from a snapshot with the same answers', async () => {
    const file = path.join(folder, 'indice.bin');
    await writeSnapshot(file, index.main, 'test');
    const loaded = await readSnapshot(file);
    expect(loaded?.info).toEqual({ instance: 'test', seq: index.main.seq, count: index.main.count });
    expectSameAnswers(new SearchIndex(loaded!.segment), documents, 100, 12);
  });

  it('answers from the changed catalogue after titles are added, changed and removed', () => {
    const changed = new SearchIndex(index.main);
    const docs = new Map(documents.map((doc) => [doc.id, doc]));
    const sample = documents.filter((_, i) => i % 97 === 0);
    for (const doc of sample.slice(0, 10)) {
      changed.remove(doc.id);
      docs.delete(doc.id);
    }
    for (const doc of sample.slice(10, 20)) {
      // A new edition: another year and title moves it in both sort orders.
      const edited: IndexDocument = {
        ...doc,
        year: doc.year === null ? 1999 : doc.year - 7,
        titleSort: `A ${doc.titleSort}`,
        terms: {
          ...doc.terms,
          todos: [...doc.terms.todos, 'reeditado'],
          titulo: [...doc.terms.titulo, 'reeditado'],
        },
      };
      changed.upsert(edited);
      docs.set(doc.id, edited);
    }
    const added: IndexDocument = {
      id: 9_999_999,
      year: 2031,
      titleSort: 'Zebra futura',
      terms: {
        todos: ['zebra', 'futura', 'historia'],
        titulo: ['zebra', 'futura'],
        autor: [],
        assunto: ['historia'],
      },
      facets: { T: ['1'], I: ['por'], X: ['O'], B: [] },
    };
    changed.upsert(added);
    docs.set(added.id, added);
    expect(changed.size).toBe(docs.size);
    expect(changed.search({ text: 'reeditado' }).total).toBe(10);
    expect(changed.search({ text: 'zebra', facets: true }).facets.Y).toEqual([{ value: '2031', count: 1 }]);
    expectSameAnswers(changed, [...docs.values()], 200, 13);
  });
});

describe('suggestions', () => {
  it('completes the last word with words that find titles together with the words before it', () => {
    const suggestions = index.complete('machado de as', 'todos', 5);
    expect(suggestions[0]?.text).toBe('machado de assis');
    for (const suggestion of suggestions) {
      expect(index.search({ text: suggestion.text }).total).toBeGreaterThanOrEqual(suggestion.count);
    }
  });

  it('shows words as they are written in the catalogue', () => {
    const suggestions = index.complete('histó', 'assunto', 3);
    expect(suggestions.map((suggestion) => suggestion.text)).toContain('história');
  });

  it('offers a correction that finds more titles when a word is misspelt', () => {
    const correction = index.correct('machdo de assis', 'todos');
    expect(correction?.text).toBe('machado de assis');
    expect(correction!.count).toBe(index.search({ text: 'machado de assis' }).total);
    expect(index.correct('machado de assis', 'todos')).toBeNull();
  });
});
