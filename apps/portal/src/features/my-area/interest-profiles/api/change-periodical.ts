import { periodicalsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import type { JournalTypes } from './add-periodicals.ts';
import { periodicalsPath } from './periodicals.ts';
import { profileTitlesPath } from './profile-titles.ts';

export type ChangePeriodicalBody = JournalTypes & { codigo: number; validade: string; bibliotecas: number[] };

/**
 * `PUT /api/perfil-interesse/periodicos` (codigo, validade, fasciculo, artigo, sumario, bibliotecas):
 * every choice is sent, since the server sets them all.
 */
export function useChangePeriodical() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${periodicalsPath}#change`),
    (_key, { arg: body }: { arg: ChangePeriodicalBody }) =>
      client.request(periodicalsPath, {
        method: 'PUT',
        schema: periodicalsResponseSchema,
        auth: 'private',
        body,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(periodicalsPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
