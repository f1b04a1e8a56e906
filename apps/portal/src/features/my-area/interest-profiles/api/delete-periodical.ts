import { periodicalsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { periodicalsPath } from './periodicals.ts';
import { profileTitlesPath } from './profile-titles.ts';

/** `DELETE /api/perfil-interesse/periodicos` (codigo). */
export function useDeletePeriodical() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${periodicalsPath}#delete`),
    (_key, { arg }: { arg: { codigo: number } }) =>
      client.request(periodicalsPath, {
        method: 'DELETE',
        schema: periodicalsResponseSchema,
        auth: 'private',
        query: arg,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(periodicalsPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
