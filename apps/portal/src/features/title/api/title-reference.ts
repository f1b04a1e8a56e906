import { type Locale, referenceResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

export type ReferenceStyle = 'abnt' | 'apa';

/** `GET /api/acervo/{id}/referencia` (estilo): the title's ABNT or APA reference. */
export const titleReferencePath = (codAcervo: number) => `/api/acervo/${codAcervo}/referencia`;

export const titleReferenceKey = (locale: Locale, codAcervo: number, style: ReferenceStyle) =>
  publicKey(locale, titleReferencePath(codAcervo), { estilo: style });

export const fetchTitleReference = (client: ApiClient, codAcervo: number, style: ReferenceStyle) =>
  client.request(titleReferencePath(codAcervo), {
    schema: referenceResponseSchema,
    auth: 'public',
    query: { estilo: style },
  });

export function useTitleReference(codAcervo: number, style: ReferenceStyle) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(titleReferenceKey(locale, codAcervo, style), () =>
    fetchTitleReference(client, codAcervo, style),
  );
}
