import { loggedInEmailResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/pessoas/email-pessoa-logada`: the patron's addresses (";"-separated), or null. */
export const loggedInEmailPath = '/api/pessoas/email-pessoa-logada';

export function useLoggedInEmail() {
  const client = useApiClient();
  return useSWR(patronKey(usePatronScope(), loggedInEmailPath), () =>
    client.request(loggedInEmailPath, { schema: loggedInEmailResponseSchema, auth: 'private' }),
  );
}
