import { userSwapResponseSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/**
 * `POST /api/pessoas/meu-pergamum/troca-usuario` (usuario): ends this session on the server and
 * names the login to sign in with next. Every cached answer is dropped by the page afterwards.
 */
export const swapUserPath = '/api/pessoas/meu-pergamum/troca-usuario';

export function useSwapUser() {
  const client = useApiClient();
  return useSWRMutation(
    patronKey(usePatronScope(), `${swapUserPath}#swap`),
    (_key, { arg: usuario }: { arg: string }) =>
      client.request(swapUserPath, {
        method: 'POST',
        schema: userSwapResponseSchema,
        auth: 'private',
        body: { usuario },
      }),
  );
}
