import getPort, { portNumbers } from 'get-port';

/**
 * A port nobody listens on now (the machine is shared: no fixed number). `BENCH_PORTS=9200-9299`
 * keeps the bench inside a range given to its runner; without it any free port will do.
 */
export function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return getPort({
    host: '127.0.0.1',
    ...(range ? { port: portNumbers(Number(range[1]), Number(range[2])) } : {}),
  });
}
