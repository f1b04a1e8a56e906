import { type Locale, storageDataSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-context.tsx';
import { publicKey } from '../../api/public-key.ts';
import { localeAtom } from '../../intl/locale.ts';
import { useAtomValue } from '../../jotai.ts';

/** `GET /api/acervo/{id}/dados-armazem`: the title's copies kept in a library's closed storage room. */
export const storedCopiesPath = (codAcervo: number) => `/api/acervo/${codAcervo}/dados-armazem`;

export const storedCopiesKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, storedCopiesPath(codAcervo));

export const fetchStoredCopies = (client: ApiClient, codAcervo: number) =>
  client.request(storedCopiesPath(codAcervo), { schema: storageDataSchema, auth: 'public' });

export function useStoredCopies(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(storedCopiesKey(locale, codAcervo), () => fetchStoredCopies(client, codAcervo));
}

/**
 * The stored copies of several titles (the basket's), one call per title as the API has it, in
 * the titles' order: all or nothing, so a failed title is retried with the rest.
 */
export function useStoredCopiesOfTitles(codes: readonly number[]) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    codes.length > 0 ? publicKey(locale, '/api/acervo/dados-armazem', { acervos: codes.join(',') }) : null,
    () =>
      Promise.all(
        codes.map(async (codAcervo) => ({
          codAcervo,
          copies: (await fetchStoredCopies(client, codAcervo)).exemplares,
        })),
      ),
    // A title taken out of the basket keeps the rest on screen while the list is asked again.
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}
