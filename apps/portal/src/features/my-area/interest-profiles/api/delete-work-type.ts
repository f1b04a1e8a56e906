import { workTypesResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { profileTitlesPath } from './profile-titles.ts';
import { workTypesPath } from './work-types.ts';

/** `DELETE /api/perfil-interesse/tipo-obra` (codigo). */
export function useDeleteWorkType() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${workTypesPath}#delete`),
    (_key, { arg }: { arg: { codigo: number } }) =>
      client.request(workTypesPath, {
        method: 'DELETE',
        schema: workTypesResponseSchema,
        auth: 'private',
        query: arg,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(workTypesPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
