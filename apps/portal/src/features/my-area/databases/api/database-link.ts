import { redirectUrlResponseSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/**
 * `PUT /api/pessoas/meu-pergamum/redirect-base` (`{ base }`): the address that opens a database
 * with the patron logged in, carrying a one-time token. It changes no cached data.
 */
export const databaseLinkPath = '/api/pessoas/meu-pergamum/redirect-base';

export function useDatabaseLink() {
  const client = useApiClient();
  return useSWRMutation(
    patronKey(usePatronScope(), databaseLinkPath),
    (_key, { arg: base }: { arg: string }) =>
      client.request(databaseLinkPath, {
        method: 'PUT',
        schema: redirectUrlResponseSchema,
        auth: 'private',
        body: { base },
      }),
  );
}
