import { type Locale, networkSearchResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/**
 * `GET /api/rede-pergamum/acervo?cod_acervo=N`: the partner institutions' records of the same work
 * as this title (matched by title and first author on the server, ADR 122).
 */
export const networkHoldingsPath = '/api/rede-pergamum/acervo';

export const networkHoldingsKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, networkHoldingsPath, { cod_acervo: codAcervo });

/** No request at all while `enabled` is false (an institution outside the network). */
export function useNetworkHoldings(codAcervo: number, enabled: boolean) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(enabled ? networkHoldingsKey(locale, codAcervo) : null, () =>
    client.request(networkHoldingsPath, {
      schema: networkSearchResponseSchema,
      auth: 'public',
      query: { cod_acervo: codAcervo },
    }),
  );
}
