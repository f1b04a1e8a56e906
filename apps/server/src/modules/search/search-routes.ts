import {
  apiErrorSchema,
  searchQuerySchema,
  searchResponseSchema,
  type SearchResponse,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { loadSearchHits } from '../catalogue/title-summaries.ts';
import { type FacetType, FACET_TYPES, type SearchEngine } from './engine/search-engine.ts';
import { FACET_NAMES, facetEntries, referenceDescriptions } from './facet-descriptions.ts';
import { describeQuery, parseFilters, queryLines, searchClauses, searchSort } from './search-request.ts';

const tags = ['Search'];

/** Facet types answered with every search (R, K, Z and E are asked for by name with `facetas`). */
const DEFAULT_FACETS: FacetType[] = [...FACET_TYPES];

/** `GET /api/consulta`: the catalogue search through the search engine (ADR 050, 051). */
export function searchRoutes(db: Database, engine: SearchEngine): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags,
          summary: 'Searches the catalogue: free text or advanced lines, facet filters, sorting and paging',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request): Promise<SearchResponse> => {
        const query = request.query;
        const locale = requestLocale(request);
        const filters = parseFilters(query.filtro);
        const common = {
          base: query.base,
          paginaAtiva: query.paginaAtiva,
          quantPag: query.quantPag,
          ordenacao: query.ordenacao,
          exibicao: query.exibicao,
        };
        // Target products are other catalogues: GED without a column filter has nothing to list.
        if (query.base !== 'local') {
          if (query.base === 'target_gedweb' && !query.coluna_um?.trim()) {
            return { ...common, id: null, pesquisa: '', total: 0, data: [], facetas: [], filtros: [] };
          }
        }
        const clauses = searchClauses(query);
        const lines = queryLines(query);
        const result = await engine.search({
          clauses,
          filters,
          sort: searchSort(query),
          page: { offset: (query.paginaAtiva - 1) * query.quantPag, limit: query.quantPag },
          facets: query.facetas === '1' ? DEFAULT_FACETS : [],
        });
        const [hits, describe] = await Promise.all([
          loadSearchHits(db, result.ids, locale),
          referenceDescriptions(db, locale),
        ]);
        const pesquisa = describeQuery(lines, locale);
        const [logged] = await db.query<{ id: number }>(
          `insert into consulta_registro (campos, registros, pesquisa, url, base)
           values ($1::jsonb, $2, $3, $4, $5) returning id`,
          [JSON.stringify(lines), result.total, pesquisa, request.url, query.base],
        );
        const facetas = Object.entries(result.facets)
          .map(([type, counts]) => ({
            tipo: type as FacetType,
            descricao: FACET_NAMES[type as FacetType][locale],
            itens: facetEntries(type as FacetType, counts ?? [], describe, filters),
          }))
          .filter((group) => group.itens.length > 0);
        const filtros = Object.entries(filters).flatMap(([type, codes]) =>
          (codes ?? []).map((codigo) => ({
            tipo: type as FacetType,
            codigo,
            descricao: describe(
              type as FacetType,
              codigo,
              result.facets[type as FacetType]?.find((count) => count.codigo === codigo)?.label,
            ),
            campus: null,
          })),
        );
        return {
          ...common,
          id: logged?.id ?? null,
          pesquisa,
          total: result.total,
          data: hits,
          facetas,
          filtros,
        };
      },
    );
  };
}
