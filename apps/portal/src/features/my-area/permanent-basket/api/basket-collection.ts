import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { lazySchema } from '../../../../lib/api/lazy-schema.ts';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { Period } from '../../shared/period-filter.tsx';

/**
 * `GET /api/acervo/cesta-permanente/colecao` (tipoBusca, dataIni, dataFim, situacao): the titles
 * put in the permanent basket in a period, still there, removed, or both.
 */
export const basketCollectionPath = '/api/acervo/cesta-permanente/colecao';

export type BasketStatusFilter = 'todos' | 'no_acervo' | 'removido';

// Lazy, as the title page's basket action shares this module's path (ADR 095).
const schema = lazySchema(() =>
  import('@acervo/contract/basket/basket').then((m) => m.basketCollectionResponseSchema),
);

export const basketCollectionKey = (
  scope: PatronScope | null,
  period: Period,
  situacao: BasketStatusFilter,
) => patronKey(scope, basketCollectionPath, { ...period, situacao });

export const fetchBasketCollection = (client: ApiClient, period: Period, situacao: BasketStatusFilter) =>
  client.request(basketCollectionPath, {
    schema,
    auth: 'private',
    query: { tipoBusca: 'I', ...period, situacao },
  });

export function useBasketCollection(period: Period, situacao: BasketStatusFilter) {
  const client = useApiClient();
  return useSWR(
    basketCollectionKey(usePatronScope(), period, situacao),
    () => fetchBasketCollection(client, period, situacao),
    { keepPreviousData: true },
  );
}
