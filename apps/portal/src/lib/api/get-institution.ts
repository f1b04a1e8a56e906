import { type Institution, institutionPath, institutionSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import { apiRequest } from './api-client.ts';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';

export function getInstitution(locale: Locale): Promise<Institution> {
  return apiRequest(institutionPath, { schema: institutionSchema, locale });
}

export const institutionKey = (locale: Locale) => [institutionPath, locale] as const;

/** The institution running the portal: its name, brand and login texts. */
export function useInstitution() {
  const locale = useAtomValue(localeAtom);
  const { data, error, isLoading } = useSWR(institutionKey(locale), ([, keyLocale]) =>
    getInstitution(keyLocale),
  );
  return { institution: data, error: error as Error | undefined, isLoading };
}
