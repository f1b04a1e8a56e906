import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fontPreload } from './vite/font-preload.ts';
import { precompiledMessages } from './vite/precompiled-messages.ts';

/** Where `npm run dev` finds the API server (started by the same command). */
const apiTarget = process.env.ACERVO_API_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    // Portuguese, the default language, is read from the messages' defaults, compiled here to
    // syntax trees: each page's chunk carries its own texts and no pt catalogue is downloaded.
    command === 'build' ? formatjs({ ast: true }) : null,
    precompiledMessages(),
    react(),
    fontPreload(/atkinson-hyperlegible-next-latin-wght-normal-[\w-]+\.woff2$/),
    // A brotli and a gzip copy of every text file, at the best (slowest) levels: made once here,
    // sent by the server to whichever browser accepts them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    // Catalogues arrive compiled (precompiled-messages.ts): the ICU parser stays out of the bundle.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/oauth', '/oidc', '/saml'].map((path) => [path, apiTarget])),
  },
  build: {
    target: ['chrome104', 'firefox110', 'edge110'],
    sourcemap: true,
    // Read by the size budgets (scripts/check-budgets.ts).
    manifest: true,
    modulePreload: {
      // A section loaded after its page has shown, at the page's end, fetches its own imports
      // when it loads: listing them for preloading would cost the page's first load the list
      // (about 0.5 kB of file names for the basket's closed-storage request, ADR 149; 0.15 kB for
      // the advanced search form, which few visitors open, ADR 095).
      resolveDependencies: (filename, deps) =>
        /(^|\/)(basket-closed-storage|advanced-search-form)-[\w-]+\.js$/.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // Everything the first page needs statically in one file. Left to itself the bundler cuts
        // the shell into a file per set of routes sharing a module (35 files and growing with
        // every feature), and each file costs the first load its own overhead and round trip.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !/index\.html|src[\\/]main\.tsx$/.test(id) },
          ],
        },
      },
    },
  },
}));
