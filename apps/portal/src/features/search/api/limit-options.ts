import { type FacetCode, type Locale, searchResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { browsePath } from './search.ts';

/**
 * The advanced search's limits (library, type of work, language) as the catalogue's own facet
 * values: `GET /api/consulta/navegar` over every title, one hit, the facets counted. Their codes
 * are exactly what `filtro=B:…` takes, so a limit is an ordinary facet filter afterwards.
 */
export const limitOptionsPath = `${browsePath}?quantPag=1&facetas=1`;

export const limitTypes = ['B', 'T', 'I'] as const satisfies readonly FacetCode[];
export type LimitType = (typeof limitTypes)[number];

export type LimitOption = { id: string; name: string };

export const limitOptionsKey = (locale: Locale) => publicKey(locale, limitOptionsPath);

export function useLimitOptions() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(limitOptionsKey(locale), async () => {
    const answer = await client.request(limitOptionsPath, { schema: searchResponseSchema, auth: 'public' });
    const options = {} as Record<LimitType, LimitOption[]>;
    for (const type of limitTypes) {
      const group = answer.facetas.find((facet) => facet.tipo === type);
      options[type] = (group?.itens ?? [])
        .map((item) => ({ id: item.codigo, name: item.descricao }))
        .sort((a, b) => a.name.localeCompare(b.name, locale));
    }
    return options;
  });
}
