import { termItemsResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { interestTermsPath } from './interest-terms.ts';
import { profileTitlesPath } from './profile-titles.ts';

export type AddTermsBody = { tipoDSI: 'area' | 'autor' | 'assunto'; validade: string; itens: string[] };

/**
 * `POST /api/perfil-interesse/area-autor-assunto` (tipoDSI, validade, itens): a term already there
 * gets the new validity. The list and the matching titles are fetched again after it.
 */
export function useAddInterestTerms() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${interestTermsPath}#add`),
    (_key, { arg: body }: { arg: AddTermsBody }) =>
      client.request(interestTermsPath, {
        method: 'POST',
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
