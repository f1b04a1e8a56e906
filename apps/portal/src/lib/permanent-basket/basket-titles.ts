import useSWR from 'swr';
import { useApiClient } from '../api/api-context.tsx';
import { lazySchema } from '../api/lazy-schema.ts';
import { patronKey, usePatronScope } from '../api/patron-key.ts';

/** `GET /api/acervo/cesta-permanente`: the titles now in the patron's permanent basket. */
export const basketTitlesPath = '/api/acervo/cesta-permanente';

// Lazy: the title page asks for it, and that page's first load carries no zod (ADR 095).
const schema = lazySchema(() => import('@acervo/contract/basket/basket').then((m) => m.basketResponseSchema));

/** The basket's titles; nothing is fetched while nobody is logged in. */
export function useBasketTitles() {
  const client = useApiClient();
  return useSWR(patronKey(usePatronScope(), basketTitlesPath), () =>
    client.request(basketTitlesPath, { schema, auth: 'private' }),
  );
}
