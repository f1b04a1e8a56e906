import { kardexPermissionSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/kardex/{id}/permissao`: whether the title has periodical holdings to show. */
export const kardexPermissionPath = (codAcervo: number) => `/api/kardex/${codAcervo}/permissao`;

export const kardexPermissionKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, kardexPermissionPath(codAcervo));

export const fetchKardexPermission = (client: ApiClient, codAcervo: number) =>
  client.request(kardexPermissionPath(codAcervo), { schema: kardexPermissionSchema, auth: 'public' });

export function useKardexPermission(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(kardexPermissionKey(locale, codAcervo), () => fetchKardexPermission(client, codAcervo));
}
