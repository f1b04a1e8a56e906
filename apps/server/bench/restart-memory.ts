// What a freshly restarted server's index holds (not a bench itself): a new process reads the
// snapshot given as argument, precounts frequent searches as the server does, and prints its memory.
import { SearchIndex } from '../src/modules/search-index/search-index.ts';
import { readSnapshot } from '../src/modules/search-index/snapshot.ts';

const before = process.memoryUsage().rss;
const loaded = await readSnapshot(process.argv[2]!);
const index = new SearchIndex(loaded!.segment);
await index.precountFrequentTerms();
global.gc?.();
const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    titles: index.size,
    rss: memory.rss,
    index: memory.rss - before,
    heap: memory.heapUsed,
    arrayBuffers: memory.arrayBuffers,
  }),
);
