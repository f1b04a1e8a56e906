// What both search-index benches share: the 200-query mix they time and the snapshot round trip
// (not a bench itself).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRandom } from '../src/demo/seeded-random.ts';
import { SearchIndex } from '../src/modules/search-index/search-index.ts';
import { readSnapshot, writeSnapshot } from '../src/modules/search-index/snapshot.ts';
import {
  FACET_TYPES,
  type FacetType,
  type SearchField,
  type SearchRequest,
  type SortKey,
} from '../src/modules/search/engine/search-engine.ts';
import { tokenizeQuery } from '../src/text/tokenizer.ts';

export const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}`;
}

/** Search only, facets only, both. */
export const variants = {
  search: (request: SearchRequest): SearchRequest => ({ ...request, facets: [] }),
  facets: (request: SearchRequest): SearchRequest => ({ ...request, page: { offset: 0, limit: 0 } }),
  both: (request: SearchRequest): SearchRequest => request,
};

/**
 * Common words (the expensive ones), middling and rare words, two words, prefixes, authors,
 * ISBNs, accent and case variants, 0-3 filters, every sort, pages 1-10, all 13 facet types.
 */
export function searchMix(subject: SearchIndex, count: number, seed = 70): SearchRequest[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const { terms, postings } = subject.main;
  const words: Array<[string, number]> = [];
  const isbns: string[] = [];
  terms.forEach((term, k) => {
    const df = postings.A.counts[k]! + postings.B.counts[k]! + postings.C.counts[k]! + postings.D.counts[k]!;
    if (/^\p{L}{3,}$/u.test(term)) words.push([term, df]);
    else if (postings.isbn.counts[k]! > 0 && /^\d{13}$/u.test(term) && isbns.length < 1000) isbns.push(term);
  });
  words.sort((a, b) => b[1] - a[1]);
  const common = words.slice(0, 50).map(([term]) => term);
  const middling = words.slice(50, 400).map(([term]) => term);
  const rare = words.filter(([, df]) => df <= 3).map(([term]) => term);
  const values = (type: Exclude<FacetType, 'Y'>) => subject.main.facetValues[type];
  const years = Array.from({ length: 60 }, (_, i) => String(1966 + i));
  const sorts: SortKey[] = ['relevance', 'relevance', 'relevance', 'year', 'title', 'author', 'type', 'id'];
  const requests: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    let field: SearchField = 'any';
    let text: string;
    switch (i % 10) {
      case 0:
      case 1:
        text = pick(common);
        break;
      case 2:
        text = `${pick(common)} ${pick(middling)}`;
        break;
      case 3:
        text = pick(middling);
        break;
      case 4:
        text = rare.length ? pick(rare) : pick(middling);
        break;
      case 5:
        text = pick(common).slice(0, 4);
        break;
      case 6:
        field = 'author';
        text = pick(middling);
        break;
      case 7:
        text = isbns.length ? pick(isbns) : pick(common);
        break;
      case 8:
        text = pick(common).toUpperCase().replace('A', 'Á');
        break;
      default:
        text = `${pick(middling)} ${pick(middling)}`;
    }
    const filters: Partial<Record<FacetType, string[]>> = {};
    for (let f = Math.floor(random() * 4); f > 0; f--) {
      const type = pick(['T', 'Y', 'I', 'X', 'B'] as const);
      const options = type === 'Y' ? years : values(type);
      if (options.length) filters[type] = [...new Set([...(filters[type] ?? []), pick(options)])];
    }
    requests.push({
      clauses: [{ field, terms: tokenizeQuery(text) }],
      filters,
      sort: { key: pick(sorts), descending: random() < 0.2 },
      page: { offset: random() < 0.7 ? 0 : Math.floor(random() * 10) * 20, limit: 20 },
      facets: FACET_TYPES,
    });
  }
  return requests;
}

/**
 * Writes the index's snapshot to a temporary file and restarts from it: "size, write, load"
 * figures, and the restarted index (a server's index after a restart), its frequent searches
 * precounted as the server does in the background.
 */
export async function snapshotRoundTrip(
  index: SearchIndex,
): Promise<{ summary: string; restarted: SearchIndex }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'acervo-bench-snapshot-'));
  try {
    const file = path.join(folder, 'indice.bin');
    let started = performance.now();
    await writeSnapshot(file, index.main, 'bench');
    const writeMs = performance.now() - started;
    started = performance.now();
    const loaded = await readSnapshot(file);
    // No whole answers kept: the mix repeats requests, and the figures are the index's own work.
    const restarted = new SearchIndex(loaded!.segment, { keptAnswers: 0 });
    const loadMs = performance.now() - started;
    started = performance.now();
    const words = await restarted.precountFrequentTerms();
    const precountMs = performance.now() - started;
    const fresh = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'restart-memory.ts'), file],
      { encoding: 'utf8' },
    );
    if (fresh.status !== 0) throw new Error(`restart-memory failed: ${fresh.stderr}`);
    const memory = JSON.parse(fresh.stdout) as Record<'rss' | 'index' | 'heap' | 'arrayBuffers', number>;
    return {
      summary:
        `snapshot: ${mb((await stat(file)).size)} written in ${ms(writeMs)}; ` +
        `restart (read + ready) ${ms(loadMs)}, ${restarted.size} titles; ` +
        `then facets of ${words} frequent searches precounted in the background in ${ms(precountMs)}; ` +
        `a fresh process restarted from it: RSS ${mb(memory.rss)} (index +${mb(memory.index)}; ` +
        `heap ${mb(memory.heap)}, typed arrays ${mb(memory.arrayBuffers)})`,
      restarted,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
