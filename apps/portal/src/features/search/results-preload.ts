import type { Locale } from '@acervo/contract';
import type { ApiClient } from '../../lib/api/api-client.ts';
import type * as Results from './search-results.tsx';

let loaded: typeof Results | undefined;

/** The results' code (a chunk of its own, with their skeletons: the first page stays light). */
export const loadResults = () =>
  import('./search-results.tsx').then((module) => {
    loaded = module;
    return module;
  });

/**
 * The results' code for `React.lazy`. Once it is here, a thenable that answers at once: with a
 * promise the first render would suspend even then, and React holds a boundary's content back
 * until 300 ms after its fallback showed.
 */
export const resultsForLazy = () =>
  // React reads any thenable; this one is typed as the promise `lazy` asks for.
  (loaded
    ? { then: (answer: (module: typeof Results) => void) => answer(loaded!) }
    : loadResults()) as Promise<typeof Results>;

/**
 * Fetches the results' code when the patron reaches the search form (focus, which a click in it
 * gives too), so that by Enter it is there and the results draw at once instead of after a round
 * of downloads.
 */
export function preloadResultsCode() {
  // A failed download is left to the results' own import, which tries again.
  void loadResults().catch(() => undefined);
}

/**
 * Sends the search at `href` as the form submits it, before the router renders the new address:
 * the results then read the answer already on its way (SWR's preload) instead of asking once they
 * have rendered. Only with their code here (the form's focus fetched it); else they ask as usual.
 */
export function preloadSearch(client: ApiClient, locale: Locale, href: string) {
  // A failure reaches the patron through the results' own request, which reports it.
  loaded?.preloadSearch(client, locale, href).catch(() => undefined);
}
