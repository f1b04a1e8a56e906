import {
  apiErrorSchema,
  facetCodes,
  facetOptionsQuerySchema,
  lookupCodeParamsSchema,
  lookupItemSchema,
  lookupOptionsSchema,
  noOptionsQuerySchema,
  pagedLookupQuerySchema,
  pagedLookupResponseSchema,
  searchSortCodes,
  targetProductsQuerySchema,
  titleCodesQuerySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { FACET_NAMES } from './facet-descriptions.ts';
import {
  findLookupItem,
  LOOKUP_PAGE_SIZE,
  LOOKUP_SOURCES,
  type LookupSource,
  lookupPage,
  titlesInSameSeries,
} from './lookup-repository.ts';
import { searchableTitles } from './search-repository.ts';
import { INDEX_NAMES, SORT_NAMES } from './search-labels.ts';

const tags = ['Search'];

/** A page of a lookup list as the contract answers it. */
async function pagedLookup(
  db: Database,
  source: LookupSource,
  query: z.infer<typeof pagedLookupQuerySchema>,
) {
  const { items, total } = await lookupPage(
    db,
    source,
    query.search_text ?? '',
    query.page,
    query.codCampus ?? null,
  );
  return {
    data: items,
    total,
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / LOOKUP_PAGE_SIZE)),
  };
}

/** The lookups of spec §7 Search under /api/consulta. */
export function lookupRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const options = <Query extends z.ZodType<Record<string, unknown>>>(
      path: string,
      summary: string,
      querystring: Query,
      list: (
        locale: ApiLocale,
        query: z.output<Query>,
      ) =>
        Promise<Array<{ codigo: string; descricao: string }>> | Array<{ codigo: string; descricao: string }>,
    ) =>
      app.get(
        path,
        { schema: { tags, summary, querystring, response: { 200: lookupOptionsSchema } } },
        async (request) => list(requestLocale(request), request.query as z.output<Query>),
      );

    options('/ordenacao', 'Sort orders', noOptionsQuerySchema, (locale) =>
      searchSortCodes.map((codigo) => ({ codigo, descricao: SORT_NAMES[codigo][locale] })),
    );
    options('/filtros', 'Facet types a search can be narrowed by', facetOptionsQuerySchema, (locale) =>
      facetCodes.map((codigo) => ({ codigo, descricao: FACET_NAMES[codigo][locale] })),
    );
    options('/opcoes-indice', 'Browse indexes', noOptionsQuerySchema, (locale) =>
      Object.entries(INDEX_NAMES).map(([codigo, names]) => ({ codigo, descricao: names[locale] })),
    );
    // This catalogue has no archive, legal-acts, case-law or target products: empty, not an error.
    const none = () => [];
    options('/opcoes-arquivo', 'Archive search options (none in this catalogue)', noOptionsQuerySchema, none);
    options(
      '/opcoes-atos-normativos',
      'Legal acts search options (none in this catalogue)',
      noOptionsQuerySchema,
      none,
    );
    options(
      '/jurisprudencia-options',
      'Case-law search options (none in this catalogue)',
      noOptionsQuerySchema,
      none,
    );
    options(
      '/produtos-target',
      'Target products matching a term (none configured)',
      targetProductsQuerySchema,
      none,
    );
    options(
      '/acervos-indexados',
      'Which of the given titles (acervos=1,2,...) are searchable',
      titleCodesQuerySchema,
      async (_locale, { acervos }) =>
        (await searchableTitles(db, acervos)).map((id) => ({ codigo: String(id), descricao: 'S' })),
    );
    options(
      '/titulos-adicionais',
      'Other titles in the same series as the given titles (acervos=1,2,...)',
      titleCodesQuerySchema,
      async (_locale, { acervos }) =>
        (await titlesInSameSeries(db, acervos)).map((row) => ({
          codigo: String(row.cod_acervo),
          descricao: row.titulo,
        })),
    );

    app.get(
      '/imagem-padrao',
      {
        schema: {
          tags,
          summary: 'The cover shown for titles without one',
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async () => ({
        url: '/api/vinculos/imagem?cod_acervo=0',
      }),
    );

    for (const path of Object.keys(LOOKUP_SOURCES) as LookupSource[]) {
      app.get(
        `/${path}`,
        {
          schema: {
            tags,
            summary: `Paged ${path} lookup (search_text, page)`,
            querystring: pagedLookupQuerySchema,
            response: { 200: pagedLookupResponseSchema },
          },
        },
        async (request) => pagedLookup(db, path, request.query),
      );
    }

    const byCode: Record<string, LookupSource> = {
      campus: 'campus',
      biblioteca: 'bibliotecas',
      disciplina: 'disciplinas',
      curso: 'cursos',
      professor: 'professores',
    };
    for (const [path, source] of Object.entries(byCode)) {
      app.get(
        `/${path}/:id`,
        {
          schema: {
            tags,
            summary: `One ${path} by code`,
            params: lookupCodeParamsSchema,
            response: { 200: lookupItemSchema, 404: apiErrorSchema },
          },
        },
        async (request) => {
          const item = await findLookupItem(db, source, request.params.id);
          if (!item) throw notFound();
          return item;
        },
      );
    }
  };
}
