import { renewalResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { loanStatisticsPath } from '../../statistics/api/loan-statistics.ts';
import { loanHistoryPath } from './loan-history.ts';
import { pendingTitlesPath } from './pending-titles.ts';

/** `POST /api/emprestimo/renovacao`: some loans (by copy) or, with `?todos=true`, all of them. */
export const renewalPath = '/api/emprestimo/renovacao';

export type RenewalRequest = 'all' | readonly { codExemplar: string; codBibliotecaExemplar: string }[];

/**
 * Renews and then refreshes what a renewal changes: the open loans (due dates, counts), the loan
 * history and the statistics (renewals counted). The answer says, per loan, renewed or why not.
 */
export function useRenew() {
  const client = useApiClient();
  const scope = usePatronScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(scope, renewalPath),
    (_key, { arg }: { arg: RenewalRequest }) =>
      client.request(renewalPath, {
        method: 'POST',
        schema: renewalResponseSchema,
        auth: 'private',
        ...(arg === 'all'
          ? { query: { todos: 'true' } }
          : {
              body: arg.map(({ codExemplar, codBibliotecaExemplar }) => ({
                codExemplar,
                codBibliotecaExemplar,
              })),
            }),
      }),
    {
      onSuccess: () => {
        for (const path of [pendingTitlesPath, loanHistoryPath, loanStatisticsPath])
          void mutate(isPatronKeyFor(path));
      },
    },
  );
}
