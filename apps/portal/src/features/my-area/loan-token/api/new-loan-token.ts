import { loanTokenResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { loanTokenKey, loanTokenPath } from './loan-token.ts';

/** `POST /api/emprestimo/token`: a new token; the previous one stops being valid. Its answer is the current token. */
export function useNewLoanToken() {
  const client = useApiClient();
  const scope = usePatronScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(scope, `${loanTokenPath}#new`),
    () => client.request(loanTokenPath, { method: 'POST', schema: loanTokenResponseSchema, auth: 'private' }),
    { onSuccess: (token) => void mutate(loanTokenKey(scope), { atual: token }, { revalidate: false }) },
  );
}
