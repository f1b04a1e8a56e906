import { type HoldBody, holdCreatedResponseSchema, holdQueueCheckResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { isPatronKey, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';

export const holdPath = '/api/reserva';
export const holdQueuePath = '/api/reserva/validar-fila';

/** What the form sends: the title, the library and the options chosen (null where none applies). */
export type HoldRequest = Pick<HoldBody, 'cod_acervo' | 'biblioteca'> &
  Partial<Pick<HoldBody, 'volume' | 'tomo' | 'parte' | 'material_adicional' | 'localizacao'>>;

/** `POST /api/reserva/validar-fila`: the place and estimated date a hold would get, nothing placed. */
export function useCheckHoldQueue() {
  const client = useApiClient();
  return useSWRMutation(patronKey(usePatronScope(), holdQueuePath), (_key, { arg }: { arg: HoldRequest }) =>
    client.request(holdQueuePath, {
      method: 'POST',
      schema: holdQueueCheckResponseSchema,
      auth: 'private',
      body: arg,
    }),
  );
}

/**
 * `POST /api/reserva`: places the hold. Afterwards every cached answer about holds is fetched
 * again (My area's lists and history, this title's options and queue lengths).
 */
export function usePlaceHold() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), holdPath),
    (_key, { arg }: { arg: HoldRequest }) =>
      client.request(holdPath, {
        method: 'POST',
        schema: holdCreatedResponseSchema,
        auth: 'private',
        body: arg,
      }),
    {
      onSuccess: () => {
        void mutate((key) => isPatronKey(key) && String(key[3]).startsWith(holdPath));
      },
    },
  );
}
