import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const catalogue = /\/src\/locales\/[a-z]{2}\.json$/;

/**
 * Production builds ship the message catalogues as ICU syntax trees, compiled by
 * `formatjs compile --ast` (which also refuses a malformed message), so the browser never needs
 * the ICU parser: the build swaps it for its parser-less twin (vite.config.ts). Development and
 * tests keep the plain text, which react-intl parses as before.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'acervo:precompiled-messages',
    apply: 'build',
    // Before Vite's JSON plugin, which turns the compiled JSON into a module as usual.
    enforce: 'pre',
    transform(_code, id) {
      if (!catalogue.test(id)) return null;
      const compiled = execFileSync('formatjs', ['compile', id, '--ast', '--format', 'simple'], {
        encoding: 'utf8',
      });
      return { code: compiled, map: null };
    },
  };
}
