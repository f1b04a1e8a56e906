import { holdCancelledResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { holdHistoryPath } from './hold-history.ts';
import { holdsPath, holdsKey } from './holds.ts';

/**
 * `DELETE /api/reserva?codigo=`: cancels one hold. The answer holds the remaining holds, which
 * replace the list at once; the history is fetched again, since the hold now ends there.
 */
export function useCancelHold() {
  const client = useApiClient();
  const scope = usePatronScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(scope, `${holdsPath}#cancel`),
    (_key, { arg: codigo }: { arg: number }) =>
      client.request(holdsPath, {
        method: 'DELETE',
        schema: holdCancelledResponseSchema,
        auth: 'private',
        query: { codigo },
      }),
    {
      onSuccess: (answer) => {
        void mutate(holdsKey(scope), { reservas: answer.reservas }, { revalidate: false });
        void mutate(isPatronKeyFor(holdHistoryPath));
      },
    },
  );
}
