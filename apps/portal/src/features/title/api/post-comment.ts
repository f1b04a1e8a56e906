import { postCommentResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';
import { ownCommentsPath } from './own-comments.ts';
import { titleCommentsPath } from './title-comments.ts';

/** `POST /api/comentarios/acervo/{id}` (texto): held until the library approves it. */
export function usePostComment(codAcervo: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const path = titleCommentsPath(codAcervo);
  return useSWRMutation(
    patronKey(usePatronScope(), path),
    (_key, { arg }: { arg: string }) =>
      client.request(path, {
        method: 'POST',
        schema: postCommentResponseSchema,
        auth: 'private',
        body: { texto: arg },
      }),
    // The patron's own list shows it at once, awaiting approval.
    { onSuccess: () => void mutate(isPatronKeyFor(ownCommentsPath(codAcervo))) },
  );
}
