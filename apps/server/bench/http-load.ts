// The load tool of the search-index bench's HTTP rounds (not a bench itself), in a process of its
// own so that it does not share the server's event loop: autocannon with `connections`
// connections for `seconds` seconds, asking the paths of a JSON file in turn from `start` on.
// Prints the figures as JSON.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, pathsFile, seconds, connections, start] = process.argv.slice(2);
const paths = JSON.parse(readFileSync(pathsFile!, 'utf8')) as string[];
let next = Number(start ?? 0);
const result = await autocannon({
  url: url!,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 60,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
});
console.log(
  JSON.stringify({
    total: result.requests.total,
    duration: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    next,
  }),
);
