// The search index alone at catalogue scale (default 1,000,000 titles; BENCH_TITLES to change),
// without a database: titles come from the synthetic catalogue's generator and go through the
// same `buildSearchDocument` the SQL engine's search rows are made with. Prints build time, RSS,
// snapshot size and load time, and p50/p95/p99 of the 200-query mix (search, facets, both).
// The SQL engine at this scale is measured by search-index.bench.ts on a seeded database.
import { syntheticTitle } from '../src/demo/synthetic-catalogue.ts';
import {
  compareStaticRank,
  type IndexDocument,
  type TermGroup,
} from '../src/modules/search-index/document.ts';
import { SearchIndex } from '../src/modules/search-index/search-index.ts';
import { SegmentBuilder } from '../src/modules/search-index/segment.ts';
import { buildSearchDocument } from '../src/modules/search/documents/search-document.ts';
import { normalizeHeading } from '../src/text/tokenizer.ts';
import { mb, percentiles, searchMix, snapshotRoundTrip, variants } from './search-index-mix.ts';

const TITLES = Number(process.env.BENCH_TITLES ?? 1_000_000);
const LIBRARIES = ['1', '2', '3', '4', '5', '6', '7'];

function documentOf(index: number): IndexDocument {
  const { row, authors, subjects, copies } = syntheticTitle(1, index);
  const text = (key: string) => (row[key] as string | null | undefined) ?? null;
  const search = buildSearchDocument({
    titulo: text('titulo')!,
    subtitulo: text('subtitulo'),
    titulo_ordenacao: text('titulo_ordenacao')!,
    responsabilidade: text('responsabilidade'),
    autor_principal: text('autor_principal'),
    editora: text('editora'),
    notas: null,
    serie: null,
    classificacao: null,
    cdd: null,
    cdu: null,
    isbn: [],
    issn: [],
    autores: authors,
    assuntos: subjects,
    chamadas: [],
  });
  const terms: Record<TermGroup, string[]> = {
    A: [],
    B: [],
    C: [],
    D: [],
    serie: [],
    chamada: [],
    isbn: [],
    issn: [],
  };
  for (const [term, weights] of search.documento) for (const weight of weights) terms[weight].push(term);
  const publisher = normalizeHeading(text('editora'));
  return {
    id: index + 1,
    year: row.ano_publicacao as number,
    type: row.cod_tipo_obra as number,
    titleKey: search.tituloChave,
    authorKey: search.autorChave,
    acquired: null,
    terms,
    facets: {
      T: [String(row.cod_tipo_obra)],
      I: [String(row.idioma)],
      X: row.acesso_remoto ? ['O'] : [],
      A: authors.map(normalizeHeading),
      S: subjects.map(normalizeHeading),
      B: [...new Set(copies.map((copy) => LIBRARIES[copy.biblioteca.length % LIBRARIES.length]!))],
      P: publisher ? [publisher] : [],
      Z: ['1'],
    },
    labels: [
      ...authors.map((name) => ['A', normalizeHeading(name), name] as ['A', string, string]),
      ...subjects.map((subject) => ['S', normalizeHeading(subject), subject] as ['S', string, string]),
    ],
  };
}

console.log(`Search index at ${TITLES} synthetic titles, in process (no database), 2 cores shared`);
let started = performance.now();
// Static-rank order first (year descending, title key, id), from the two keys only.
const keys = Array.from({ length: TITLES }, (_, i) => {
  const { row } = syntheticTitle(1, i);
  return {
    year: row.ano_publicacao as number,
    titleKey: normalizeHeading(row.titulo_ordenacao as string),
    id: i + 1,
  };
});
keys.sort(compareStaticRank);
const order = Int32Array.from(keys, (key) => key.id - 1);
keys.length = 0;
const generateMs = performance.now() - started;
const rssBefore = process.memoryUsage().rss;
started = performance.now();
/** The builder stays inside, so all it kept (a million keys as strings) is garbage once built. */
function buildAtScale(): SearchIndex {
  const builder = new SegmentBuilder();
  for (const [n, i] of order.entries()) {
    builder.add(documentOf(i));
    if ((n + 1) % 200_000 === 0) console.error(`  ${n + 1} titles added`);
  }
  return new SearchIndex(builder.finish(0));
}
let built: SearchIndex | null = buildAtScale();
const buildMs = performance.now() - started;
global.gc?.();
const memory = process.memoryUsage();
console.log(
  `  build (tokenize + lay out): ${(buildMs / 1000).toFixed(1)} s (ordering pass ${(generateMs / 1000).toFixed(1)} s); ` +
    `RSS ${mb(memory.rss)} (index +${mb(memory.rss - rssBefore)}), heap ${mb(memory.heapUsed)}, typed arrays ${mb(memory.arrayBuffers)}`,
);

// From here on, the index a server has after a restart: read from the snapshot, frequent searches
// precounted (the memory of such a server is measured in a fresh process, see restart-memory.ts).
const { summary, restarted: index } = await snapshotRoundTrip(built);
console.log(`  ${summary}`);
built = null;
// The build's garbage, collected now: a collection of it during the timings took 100 ms.
global.gc?.();

const requests = searchMix(index, 200);
// Warm-up (JIT) on other searches of the same kinds, as a server that has run a while.
for (const request of searchMix(index, 200, 72)) index.search(request);
// Wall clock, and this process's CPU time: on a shared machine other work stretches the wall
// clock of single queries (tails most), while CPU time shows what the index itself spends.
console.log('  200-query mix, 13 facet types (wall clock | CPU time):');
for (const [name, variant] of Object.entries(variants)) {
  // Each variant starts from nothing kept: "both" would otherwise reuse the facets just counted.
  index.forgetRecent();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const request of requests) {
    const start = performance.now();
    const used = process.cpuUsage();
    index.search(variant(request));
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  console.log(`    ${name.padEnd(7)} ${percentiles(wall)} | ${percentiles(cpu)}`);
}
// A visitor's next page or another sort of the same query: the large queries' facet counts are kept.
const nextPageTimes = requests.map((request) => {
  index.search(request);
  const start = performance.now();
  index.search({ ...request, page: { offset: request.page.offset + 20, limit: 20 } });
  return performance.now() - start;
});
console.log(`    both, next page of the same query ${percentiles(nextPageTimes)}`);
// A patron narrowing a search by one of its facet values (a subject, as the facet links do): the
// search's unfiltered counts are kept, only the filtered ones are counted.
const narrowTimes = requests.flatMap((request) => {
  const subject = index.search(request).facets.S?.[0]?.codigo;
  if (!subject) return [];
  const start = performance.now();
  index.search({ ...request, filters: { ...request.filters, S: [subject] } });
  return [performance.now() - start];
});
console.log(`    both, narrowed by a subject of its facet ${percentiles(narrowTimes)}`);
const suggestTimes = ['hist', 'fundamentos de eng', 'silva', 'mach', 'direito const'].flatMap((text) =>
  Array.from({ length: 20 }, () => {
    const start = performance.now();
    index.complete(text, 'todos', 8);
    return performance.now() - start;
  }),
);
console.log(`    autocomplete ${percentiles(suggestTimes)}`);
