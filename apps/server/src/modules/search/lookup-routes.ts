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
import { foldText } from '../../text/tokenizer.ts';
import { FACET_NAMES } from './facet-descriptions.ts';
import { INDEX_NAMES, SORT_NAMES } from './search-labels.ts';

const tags = ['Search'];

const PAGE_SIZE = 20;

/** A paged list filtered by folded text (accent- and case-insensitive). */
async function pagedLookup(
  db: Database,
  sql: string,
  params: unknown[],
  query: z.infer<typeof pagedLookupQuerySchema>,
) {
  const search = `%${foldText(query.search_text?.trim() ?? '')}%`;
  const rows = await db.query<{ codigo: number; descricao: string; total: number }>(
    `select codigo, descricao, count(*) over ()::int as total from (${sql}) as l
      where lower(unaccent(descricao)) like $1 order by descricao, codigo limit ${PAGE_SIZE} offset $2`,
    [search, (query.page - 1) * PAGE_SIZE, ...params],
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ codigo, descricao }) => ({ codigo, descricao })),
    total,
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

const SOURCES = {
  campus: 'select cod_campus as codigo, nome_campus as descricao from campus',
  bibliotecas:
    'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca where $3::int is null or cod_campus = $3',
  disciplinas:
    'select min(cod_plano) as codigo, nome_disciplina as descricao from plano_ensino group by nome_disciplina',
  cursos: 'select cod_departamento as codigo, descricao from departamento',
  professores:
    'select min(cod_plano) as codigo, professor as descricao from plano_ensino where professor is not null group by professor',
} as const;

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
      async (_locale, { acervos }) => {
        const rows = await db.query<{ cod_acervo: number }>(
          'select cod_acervo from acervo_busca where cod_acervo = any($1::int[]) order by cod_acervo',
          [acervos],
        );
        return rows.map((row) => ({ codigo: String(row.cod_acervo), descricao: 'S' }));
      },
    );
    options(
      '/titulos-adicionais',
      'Other titles in the same series as the given titles (acervos=1,2,...)',
      titleCodesQuerySchema,
      async (_locale, { acervos }) => {
        const rows = await db.query<{ cod_acervo: number; titulo: string }>(
          `select distinct a.cod_acervo, a.titulo from acervo_faceta f
           join acervo_faceta g on g.tipo = 'C' and g.codigo = f.codigo and g.cod_acervo <> all($1::int[])
           join acervo a on a.cod_acervo = g.cod_acervo
          where f.tipo = 'C' and f.cod_acervo = any($1::int[]) order by a.titulo limit 50`,
          [acervos],
        );
        return rows.map((row) => ({ codigo: String(row.cod_acervo), descricao: row.titulo }));
      },
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

    for (const [path, sql] of Object.entries(SOURCES)) {
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
        async (request) =>
          pagedLookup(
            db,
            sql,
            path === 'bibliotecas' ? [request.query.codCampus ?? null] : [],
            request.query,
          ),
      );
    }

    const byCode = {
      campus: SOURCES.campus,
      biblioteca: SOURCES.bibliotecas,
      disciplina: SOURCES.disciplinas,
      curso: SOURCES.cursos,
      professor: SOURCES.professores,
    };
    for (const [path, sql] of Object.entries(byCode)) {
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
          const params = path === 'biblioteca' ? [request.params.id, null] : [request.params.id];
          const placeholder = path === 'biblioteca' ? sql.replaceAll('$3', () => '$2') : sql;
          const [row] = await db.query<{ codigo: number; descricao: string }>(
            `select codigo, descricao from (${placeholder}) as l where codigo = $1`,
            params,
          );
          if (!row) throw notFound();
          return row;
        },
      );
    }
  };
}
