import {
  loanRequestCreatedResponseSchema,
  loanRequestOptionsResponseSchema,
  type loanRequestBodySchema,
} from '@acervo/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { isPatronKey, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';

/** `GET /api/solicitacao-emprestimo/{id}/informacoes-iniciais`: lending and receiving libraries, the patron's contacts. */
export const loanRequestPath = (codAcervo: number) => `/api/solicitacao-emprestimo/${codAcervo}`;
const optionsPath = (codAcervo: number) => `${loanRequestPath(codAcervo)}/informacoes-iniciais`;

export function useLoanRequestOptions(codAcervo: number) {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), optionsPath(codAcervo)),
    () =>
      client.request(optionsPath(codAcervo), { schema: loanRequestOptionsResponseSchema, auth: 'private' }),
    { shouldRetryOnError: false },
  );
}

export type LoanRequestBody = z.input<typeof loanRequestBodySchema>;

/** `POST /api/solicitacao-emprestimo/{id}`: sends the request; My area's list of requests is fetched again. */
export function useRequestLoan(codAcervo: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), loanRequestPath(codAcervo)),
    (_key, { arg }: { arg: LoanRequestBody }) =>
      client.request(loanRequestPath(codAcervo), {
        method: 'POST',
        schema: loanRequestCreatedResponseSchema,
        auth: 'private',
        body: arg,
      }),
    {
      onSuccess: () => {
        void mutate((key) => isPatronKey(key) && String(key[3]).startsWith('/api/solicitacao-emprestimo'));
      },
    },
  );
}
