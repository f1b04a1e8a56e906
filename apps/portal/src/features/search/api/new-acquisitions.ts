import { type Locale, searchResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { resultsPerPage } from './search.ts';

/** `GET /api/consulta/novas-aquisicoes`: the titles acquired in the catalogue's latest days (NA_C). */
export const newAcquisitionsPath = '/api/consulta/novas-aquisicoes';

/** The periods offered, in days counted back from the catalogue's newest acquisition. */
export const acquisitionPeriods = [30, 90, 180, 365] as const;
export type AcquisitionPeriod = (typeof acquisitionPeriods)[number];
export const defaultAcquisitionPeriod: AcquisitionPeriod = 90;

export type NewAcquisitionsQuery = {
  days: AcquisitionPeriod;
  /** A library's code as the `B` facet names it; every library when missing. */
  library?: string | undefined;
  page: number;
};

/** Newest first; the answer is the same whatever the display, so it is not asked for. */
export function newAcquisitionsRequestPath(query: NewAcquisitionsQuery): string {
  const params = new URLSearchParams({
    tipo: 'NA_C',
    dias: String(query.days),
    ordenacao: 'N',
    ordem: 'D',
    quantPag: String(resultsPerPage),
    paginaAtiva: String(query.page),
  });
  if (query.library) params.append('filtro', `B:${query.library}`);
  return `${newAcquisitionsPath}?${params.toString()}`;
}

export const newAcquisitionsKey = (query: NewAcquisitionsQuery, locale: Locale) =>
  publicKey(locale, newAcquisitionsRequestPath(query));

export function useNewAcquisitions(query: NewAcquisitionsQuery) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(
    newAcquisitionsKey(query, locale),
    () => client.request(newAcquisitionsRequestPath(query), { schema: searchResponseSchema, auth: 'public' }),
    // The previous page stays on screen (marked busy) while the next one loads.
    { keepPreviousData: true },
  );
}
