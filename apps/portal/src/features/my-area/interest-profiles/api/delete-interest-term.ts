import { termItemsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { interestTermsPath } from './interest-terms.ts';
import { profileTitlesPath } from './profile-titles.ts';

/** `DELETE /api/perfil-interesse/area-autor-assunto` (codigo, tipoDSI). */
export function useDeleteInterestTerm() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${interestTermsPath}#delete`),
    (_key, { arg }: { arg: { codigo: number; tipoDSI: string } }) =>
      client.request(interestTermsPath, {
        method: 'DELETE',
        schema: termItemsResponseSchema,
        auth: 'private',
        query: arg,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(interestTermsPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
