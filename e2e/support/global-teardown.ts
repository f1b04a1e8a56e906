import { rmSync } from 'node:fs';
import { runScratchFolder } from './own-server.ts';

/**
 * After the run: the journeys' own servers are stopped, so their data folders and the demo start
 * they were copied from go (about 100 MB each). A developer reusing a server between runs
 * (E2E_REUSE_SERVER=1) keeps the demo start too, since the next run copies it again. The shared
 * server's folder stays: that server is stopped only after this runs.
 */
export default function globalTeardown(): void {
  if (process.env.E2E_REUSE_SERVER === '1') return;
  rmSync(runScratchFolder(), { recursive: true, force: true });
}
