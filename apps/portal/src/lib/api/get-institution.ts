import { type Institution, institutionPath, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';
import type { ApiClient } from './api-client.ts';
import { useApiClient } from './api-context.tsx';
import { lazySchema } from './lazy-schema.ts';

const institutionSchema = lazySchema(() =>
  import('@acervo/contract/parameters/institution').then((m) => m.institutionSchema),
);

export function getInstitution(client: ApiClient): Promise<Institution> {
  return client.request(institutionPath, { schema: institutionSchema, auth: 'public' });
}

export const institutionKey = (locale: Locale) => [institutionPath, locale] as const;

/** The institution running the portal: its name, brand and login texts. */
export function useInstitution() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  // One answer per language serves the whole visit (see parameters.ts).
  const { data, error, isLoading } = useSWR(institutionKey(locale), () => getInstitution(client), {
    revalidateIfStale: false,
  });
  return { institution: data, error: error as Error | undefined, isLoading };
}
