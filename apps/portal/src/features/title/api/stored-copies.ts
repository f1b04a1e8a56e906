import { type Locale, storageDataSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/acervo/{id}/dados-armazem`: the title's copies kept in a library's closed storage room. */
export const storedCopiesPath = (codAcervo: number) => `/api/acervo/${codAcervo}/dados-armazem`;

export const storedCopiesKey = (locale: Locale, codAcervo: number) =>
  publicKey(locale, storedCopiesPath(codAcervo));

export function useStoredCopies(codAcervo: number) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(storedCopiesKey(locale, codAcervo), () =>
    client.request(storedCopiesPath(codAcervo), { schema: storageDataSchema, auth: 'public' }),
  );
}
