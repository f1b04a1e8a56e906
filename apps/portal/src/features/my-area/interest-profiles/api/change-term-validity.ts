import { termItemsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { interestTermsPath } from './interest-terms.ts';
import { profileTitlesPath } from './profile-titles.ts';

/** `PUT /api/perfil-interesse/area-autor-assunto/validade` (codigo, validade). */
export const termValidityPath = '/api/perfil-interesse/area-autor-assunto/validade';

export function useChangeTermValidity() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), termValidityPath),
    (_key, { arg: body }: { arg: { codigo: number; validade: string } }) =>
      client.request(termValidityPath, {
        method: 'PUT',
        schema: termItemsResponseSchema,
        auth: 'private',
        body,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(interestTermsPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
