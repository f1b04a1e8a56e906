import { storageRequestCreatedResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../api/api-context.tsx';
import { isPatronKey, patronKey, usePatronScope } from '../../api/patron-key.ts';

/** `POST /api/gravar-armazem?cod_biblioteca=N`: asks one library's desk to bring the chosen copies. */
export const storageRequestPath = '/api/gravar-armazem';

export type StoredCopiesRequest = { library: number; copies: readonly number[] };

/** Whether a cache key is a title's list of stored copies (any language). */
const isStoredCopiesKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'public' && String(key[2]).endsWith('/dados-armazem');

/**
 * Afterwards My area's list of closed-storage requests is fetched again, and so are the stored
 * copies, which now say they are taken. (Not after a refusal: a copy ticked there would turn
 * disabled while ticked, and the patron could not untick it.)
 */
export function useRequestStoredCopies() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), storageRequestPath),
    (_key, { arg }: { arg: StoredCopiesRequest }) =>
      client.request(storageRequestPath, {
        method: 'POST',
        schema: storageRequestCreatedResponseSchema,
        auth: 'private',
        query: { cod_biblioteca: arg.library },
        body: { cesta: arg.copies.map((cod_exemplar) => ({ cod_exemplar })) },
      }),
    {
      onSuccess: () => {
        void mutate((key) => isPatronKey(key) && String(key[3]).startsWith('/api/solicitacao-armazem'));
        void mutate(isStoredCopiesKey);
      },
    },
  );
}
