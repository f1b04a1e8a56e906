import { kardexComboDataSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/kardex/{id}/combobox-data`: the periodical's collections (one per library) and its years. */
export const kardexChoicesPath = (codAcervo: number) => `/api/kardex/${codAcervo}/combobox-data`;

export const kardexChoicesKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, kardexChoicesPath(codAcervo));

export const fetchKardexChoices = (client: ApiClient, codAcervo: number) =>
  client.request(kardexChoicesPath(codAcervo), { schema: kardexComboDataSchema, auth: 'public' });

/** Asked only once the title is known to have holdings (`enabled`). */
export function useKardexChoices(codAcervo: number, enabled: boolean) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(enabled ? kardexChoicesKey(locale, codAcervo) : null, () =>
    fetchKardexChoices(client, codAcervo),
  );
}
