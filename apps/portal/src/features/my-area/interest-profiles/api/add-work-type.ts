import { workTypesResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { profileTitlesPath } from './profile-titles.ts';
import { workTypesPath } from './work-types.ts';

export type AddWorkTypeBody = {
  codTipoObra: number;
  validade: string;
  bibliotecas: number[];
  idiomas: string[];
};

/**
 * `POST /api/perfil-interesse/tipo-obra` (codTipoObra, validade, bibliotecas, idiomas): a work type
 * already followed takes the new choices. The list and the matching titles follow.
 */
export function useAddWorkType() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${workTypesPath}#add`),
    (_key, { arg: body }: { arg: AddWorkTypeBody }) =>
      client.request(workTypesPath, {
        method: 'POST',
        schema: workTypesResponseSchema,
        auth: 'private',
        body,
      }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(workTypesPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
