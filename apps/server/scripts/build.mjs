// Bundles the server and its workers (embedded database, references) into dist/. Packages from node_modules
// stay external (loaded at run time); our own workspaces (@acervo/contract) are bundled in.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite/pglite-worker.ts',
    'reference-worker': 'src/modules/titles/references/reference-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  // Workspace packages resolve to TypeScript sources, so bundle them rather than import them.
  alias: { '@acervo/contract': '../../packages/contract/src/index.ts' },
  logLevel: 'warning',
});
