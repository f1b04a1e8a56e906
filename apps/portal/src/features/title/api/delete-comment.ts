import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { ownCommentsPath } from './own-comments.ts';
import { titleCommentsKey } from './title-comments.ts';

const deletePath = (id: number) => `/api/comentarios/usuario/${id}`;

/** `DELETE /api/comentarios/usuario/{id}` (204): removes one of the patron's comments, published or not. */
export function useDeleteComment(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), '/api/comentarios/usuario'),
    (_key, { arg }: { arg: number }) =>
      client.request(deletePath(arg), { method: 'DELETE', schema: z.null(), auth: 'private' }),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(ownCommentsPath(codAcervo)));
        // A published comment leaves the public list too.
        void mutate(titleCommentsKey(locale, codAcervo));
      },
    },
  );
}
