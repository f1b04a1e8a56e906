import { storageRequestCreatedResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { isPatronKey, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';

/** `POST /api/gravar-armazem?cod_biblioteca=N`: asks one library's desk to bring the chosen copies. */
export const storageRequestPath = '/api/gravar-armazem';

export type StoredCopiesRequest = { library: number; copies: readonly number[] };

/** Afterwards My area's list of closed-storage requests is fetched again. */
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
      },
    },
  );
}
