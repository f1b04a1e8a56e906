import {
  apiErrorSchema,
  browseQuerySchema,
  newAcquisitionsQuerySchema,
  searchQuerySchema,
  type SearchResponse,
  searchResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { createBrowseCache } from './browse-cache.ts';
import { createHitCache } from './hit-cache.ts';
import {
  FACET_TYPES,
  type FacetFilters,
  type FacetType,
  type SearchEngine,
  type SearchRequest,
  type SearchResult,
} from './engine/search-engine.ts';
import { FACET_NAMES, facetEntries, referenceDescriptions } from './facet-descriptions.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { browseIndexRoutes } from './browse-index.ts';
import { SearchLog } from './search-log.ts';
import { latestAcquisitionsStart } from './search-repository.ts';
import {
  describeQuery,
  parseFilters,
  queryLines,
  searchClauses,
  searchSort,
  yearRange,
} from './search-request.ts';

const tags = ['Search'];

type Paging = {
  base: string;
  paginaAtiva: number;
  quantPag: number;
  ordenacao: SearchResponse['ordenacao'];
  exibicao: string;
};

type HitCache = ReturnType<typeof createHitCache>;

/** The search's log id (null for browse views) and its description. */
type Extra = { id: number | null; pesquisa: string };

type Describe = Awaited<ReturnType<typeof referenceDescriptions>>;
type Described = { locale: ApiLocale; describe: Describe; facetas: SearchResponse['facetas'] };

/**
 * The index hands the same answer to every request asking the same (ADR 073), so its facets are
 * described and put in display order once per language (and per reload of the descriptions), not
 * once per request. The filters only decide whether any applies, which the answer already fixes.
 */
const describedAnswers = new WeakMap<SearchResult, Described[]>();

function describedFacets(
  result: SearchResult,
  locale: ApiLocale,
  describe: Describe,
  filters: FacetFilters,
): SearchResponse['facetas'] {
  const kept = describedAnswers.get(result) ?? [];
  const hit = kept.find((entry) => entry.locale === locale && entry.describe === describe);
  if (hit) return hit.facetas;
  const facetas = Object.entries(result.facets)
    .map(([type, counts]) => ({
      tipo: type as FacetType,
      descricao: FACET_NAMES[type as FacetType][locale],
      itens: facetEntries(type as FacetType, counts ?? [], describe, filters),
    }))
    .filter((group) => group.itens.length > 0);
  describedAnswers.set(result, [
    ...kept.filter((entry) => entry.describe === describe),
    { locale, describe, facetas },
  ]);
  return facetas;
}

/** Turns an engine result into the wire shape: hits, described and ordered facets, applied filters. */
async function respond(
  db: Database,
  hits: HitCache,
  locale: ApiLocale,
  paging: Paging,
  filters: FacetFilters,
  result: SearchResult,
  extra: Extra | Promise<Extra>,
): Promise<SearchResponse> {
  const [data, describe, { id, pesquisa }] = await Promise.all([
    hits.load(result.ids, locale),
    referenceDescriptions(db, locale),
    extra,
  ]);
  const facetas = describedFacets(result, locale, describe, filters);
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
  return { ...paging, id, pesquisa, total: result.total, data, facetas, filtros };
}

/** The paging fields a browse view echoes: always the local catalogue. */
const localPaging = (query: Omit<Paging, 'base'>): Paging => ({
  base: 'local',
  paginaAtiva: query.paginaAtiva,
  quantPag: query.quantPag,
  ordenacao: query.ordenacao,
  exibicao: query.exibicao,
});

const page = (query: { paginaAtiva: number; quantPag: number }): SearchRequest['page'] => ({
  offset: (query.paginaAtiva - 1) * query.quantPag,
  limit: query.quantPag,
});

/** `GET /api/consulta` and its companions, through the search engine (ADR 050, 051). */
export function searchRoutes(db: Database, engine: SearchEngine): FastifyPluginAsyncZod {
  const browse = createBrowseCache(engine);
  const hits = createHitCache(db, engine);
  return async (app) => {
    const searchLog = new SearchLog(db, {
      onError: (error) => app.log.warn(`search log not written yet: ${String(error)}`),
    });
    app.addHook('onClose', () => searchLog.flush());
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
        const paging: Paging = {
          base: query.base,
          paginaAtiva: query.paginaAtiva,
          quantPag: query.quantPag,
          ordenacao: query.ordenacao,
          exibicao: query.exibicao,
        };
        // Target products are other catalogues: GED without a column filter has nothing to list.
        if (query.base === 'target_gedweb' && !query.coluna_um?.trim()) {
          return { ...paging, id: null, pesquisa: '', total: 0, data: [], facetas: [], filtros: [] };
        }
        const lines = queryLines(query);
        const clauses = searchClauses(lines);
        const years = yearRange(query);
        const result = await engine.search({
          clauses,
          filters,
          ...(years ? { years } : {}),
          sort: searchSort(query),
          page: page(query),
          facets: query.facetas === '1' ? FACET_TYPES : [],
        });
        const pesquisa = describeQuery(lines, locale);
        const logged = searchLog
          .record({ campos: lines, registros: result.total, pesquisa, url: request.url, base: query.base })
          .then((id) => ({ id, pesquisa }));
        return respond(db, hits, locale, paging, filters, result, logged);
      },
    );

    app.get(
      '/navegar',
      {
        schema: {
          tags,
          summary: 'Browses the catalogue by facets alone (no query text)',
          querystring: browseQuerySchema,
          response: { 200: searchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const filters = parseFilters(query.filtro);
        const result = await browse.search({
          clauses: [],
          filters,
          sort: searchSort(query),
          page: page(query),
          facets: query.facetas === '1' ? FACET_TYPES : [],
        });
        return respond(db, hits, requestLocale(request), localPaging(query), filters, result, {
          id: null,
          pesquisa: '',
        });
      },
    );

    app.get(
      '/novas-aquisicoes',
      {
        schema: {
          tags,
          summary: 'New acquisitions: NA_C (the latest days) or NA_A (since a date)',
          querystring: newAcquisitionsQuerySchema,
          response: { 200: searchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const filters = parseFilters(query.filtro);
        let since: string;
        if (query.tipo === 'NA_A') {
          if (!query.dataIni)
            throw new HttpError(422, 'CampoObrigatorio', { fields: { dataIni: 'CampoObrigatorio' } });
          since = query.dataIni;
        } else {
          // The latest days of acquisitions the catalogue has, counted back from the newest copy.
          since = (await latestAcquisitionsStart(db, query.dias)) ?? '9999-12-31';
        }
        const result = await browse.search({
          clauses: [],
          filters,
          acquiredSince: since,
          sort: searchSort(query),
          page: page(query),
          facets: query.facetas === '1' ? FACET_TYPES : [],
        });
        return respond(db, hits, requestLocale(request), localPaging(query), filters, result, {
          id: null,
          pesquisa: query.tipo,
        });
      },
    );

    await app.register(lookupRoutes(db));
    await app.register(browseIndexRoutes(db));
  };
}
