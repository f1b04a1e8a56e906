import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where `npm run dev` finds the API server (started by the same command). */
const apiTarget = process.env.ACERVO_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // A brotli and a gzip copy of every text file, at the best (slowest) levels: made once here,
    // sent by the server to whichever browser accepts them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/oauth', '/oidc', '/saml'].map((path) => [path, apiTarget])),
  },
  build: {
    target: ['chrome104', 'firefox110', 'edge110'],
    sourcemap: true,
  },
});
