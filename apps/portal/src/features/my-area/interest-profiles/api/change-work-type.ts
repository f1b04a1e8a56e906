import { workTypesResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { profileTitlesPath } from './profile-titles.ts';
import { workTypesPath } from './work-types.ts';

export type ChangeWorkTypeBody = {
  codigo: number;
  validade: string;
  bibliotecas: number[];
  idiomas: string[];
};

/**
 * `PUT /api/perfil-interesse/tipo-obra` (codigo, validade, bibliotecas, idiomas): every choice is
 * sent, since the server sets them all.
 */
export function useChangeWorkType() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), `${workTypesPath}#change`),
    (_key, { arg: body }: { arg: ChangeWorkTypeBody }) =>
      client.request(workTypesPath, {
        method: 'PUT',
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
