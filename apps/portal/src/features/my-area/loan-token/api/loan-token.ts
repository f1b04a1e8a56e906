import { loanTokenResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { type ApiClient, ApiRequestError } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/emprestimo/token`: the patron's loan token still valid (404 when there is none). */
export const loanTokenPath = '/api/emprestimo/token';

export const loanTokenKey = (scope: PatronScope | null) => patronKey(scope, loanTokenPath);

/**
 * `{ atual }`: the valid token, or `null` when the patron has none (the server's 404 is an answer,
 * not a failure). Wrapped, since SWR's data `undefined`/`null` would read as "still loading".
 */
export const fetchLoanToken = (client: ApiClient) =>
  client
    .request(loanTokenPath, { schema: loanTokenResponseSchema, auth: 'private' })
    .then((atual) => ({ atual }))
    .catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 404) return { atual: null };
      throw error;
    });

export function useLoanToken() {
  const client = useApiClient();
  return useSWR(loanTokenKey(usePatronScope()), () => fetchLoanToken(client));
}
