import { messageResponseSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `PUT /api/pessoas/meu-pergamum/senha` (senhaAtual, senhaNova): this session goes on, others end. */
export const changePasswordPath = '/api/pessoas/meu-pergamum/senha';

export function useChangePassword() {
  const client = useApiClient();
  return useSWRMutation(
    patronKey(usePatronScope(), changePasswordPath),
    (_key, { arg: body }: { arg: { senhaAtual: string; senhaNova: string } }) =>
      client.request(changePasswordPath, {
        method: 'PUT',
        schema: messageResponseSchema,
        auth: 'private',
        body,
      }),
  );
}
