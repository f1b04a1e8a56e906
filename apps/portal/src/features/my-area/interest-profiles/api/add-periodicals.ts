import { periodicalsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { periodicalsPath } from './periodicals.ts';
import { profileTitlesPath } from './profile-titles.ts';

export type JournalTypes = { fasciculo: boolean; artigo: boolean; sumario: boolean };
export type AddPeriodicalsBody = JournalTypes & { validade: string; itens: number[]; bibliotecas: number[] };

/**
 * `POST /api/perfil-interesse/periodicos` (validade, itens, bibliotecas, fasciculo, artigo, sumario):
 * a periodical already followed takes the new choices. The list and the matching titles follow.
 */
export function useAddPeriodicals() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${periodicalsPath}#add`),
    (_key, { arg: body }: { arg: AddPeriodicalsBody }) =>
      client.request(periodicalsPath, {
        method: 'POST',
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
