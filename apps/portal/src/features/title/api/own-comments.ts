import { ownCommentsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';

/** `GET /api/comentarios/usuario/acervo/{id}`: the patron's own comments on a title, in any state. */
export const ownCommentsPath = (codAcervo: number) => `/api/comentarios/usuario/acervo/${codAcervo}`;

/** Nothing is asked while nobody is logged in (the key is null). */
export function useOwnComments(codAcervo: number) {
  const client = useApiClient();
  return useSWR(patronKey(usePatronScope(), ownCommentsPath(codAcervo)), () =>
    client.request(ownCommentsPath(codAcervo), { schema: ownCommentsResponseSchema, auth: 'private' }),
  );
}
