import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../api/api-context.tsx';
import { lazySchema } from '../api/lazy-schema.ts';
import { isPatronKey, patronKey, usePatronScope } from '../api/patron-key.ts';
import { basketTitlesPath } from './basket-titles.ts';

const schema = lazySchema(() => import('@acervo/contract/basket/basket').then((m) => m.basketResponseSchema));

/** Every cached view of the permanent basket (My area's periods, the title page's check). */
function useRefreshBasket() {
  const { mutate } = useSWRConfig();
  return () => void mutate((key: unknown) => isPatronKey(key) && String(key[3]).startsWith(basketTitlesPath));
}

/**
 * `PUT /api/acervo/cesta-permanente` (acervo, removido): takes a title out of the basket (it stays
 * listed as removed) or puts a removed one back.
 */
export function useUpdateBasket() {
  const client = useApiClient();
  const refresh = useRefreshBasket();
  return useSWRMutation(
    patronKey(usePatronScope(), `${basketTitlesPath}#update`),
    (_key, { arg }: { arg: { acervo: number; removido: boolean } }) =>
      client.request(basketTitlesPath, { method: 'PUT', schema, auth: 'private', body: arg }),
    { onSuccess: refresh },
  );
}

/** `POST /api/acervo/cesta-permanente` (acervos): puts titles in the basket (a removed one comes back). */
export function useAddToBasket() {
  const client = useApiClient();
  const refresh = useRefreshBasket();
  return useSWRMutation(
    patronKey(usePatronScope(), `${basketTitlesPath}#add`),
    (_key, { arg }: { arg: { acervos: number[] } }) =>
      client.request(basketTitlesPath, { method: 'POST', schema, auth: 'private', body: arg }),
    { onSuccess: refresh },
  );
}
