import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The server package's folder, found from this module whether it runs from `src/` (tsx, tests)
 * or bundled into `dist/main.js`: the nearest folder upwards whose package.json is the server's.
 */
function serverRoot(): string {
  if (cachedRoot) return cachedRoot;
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@acervo/server') {
      cachedRoot = folder;
      return folder;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('Cannot find the @acervo/server package folder');
    folder = parent;
  }
}

/** A file shipped in the server's `data/` folder (code tables, demo catalogue). */
export function serverDataPath(...parts: string[]): string {
  return path.join(serverRoot(), 'data', ...parts);
}
