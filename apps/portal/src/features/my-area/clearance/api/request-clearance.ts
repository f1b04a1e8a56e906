import { clearanceResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKey, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { clearanceCheckKey } from './clearance-check.ts';

/** `POST /api/unidade-informacao/nada-consta`: issues the declaration; the patron accepts the suspension. */
export const requestClearancePath = '/api/unidade-informacao/nada-consta';

/**
 * Issues the declaration. The answer replaces the check at once; everything else the patron has
 * cached is fetched again, since the server has suspended them, cancelled their holds in the queue
 * and their open loan requests.
 */
export function useRequestClearance() {
  const client = useApiClient();
  const scope = usePatronScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(scope, `${requestClearancePath}#request`),
    () =>
      client.request(requestClearancePath, {
        method: 'POST',
        schema: clearanceResponseSchema,
        auth: 'private',
        body: { aceite: true },
      }),
    {
      onSuccess: (answer) => {
        void mutate(
          clearanceCheckKey(scope),
          { pode_solicitar: false, pendencias: [], declaracao: answer.declaracao },
          { revalidate: false },
        );
        void mutate((key) => isPatronKey(key) && key[3] !== clearanceCheckKey(scope)?.[3]);
      },
    },
  );
}
