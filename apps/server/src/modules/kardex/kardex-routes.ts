import {
  apiErrorSchema,
  kardexComboDataSchema,
  kardexDataQuerySchema,
  kardexDataSchema,
  kardexItemQuerySchema,
  kardexItemSchema,
  kardexPermissionSchema,
  summaryDataSchema,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { fromMarcJson } from '../../catalogue-import/marc/marc-json.ts';
import { contentsNote } from './contents-note.ts';
import {
  issueContents,
  kardexAllIssues,
  kardexCollections,
  kardexIssue,
  kardexIssues,
  kardexYears,
  loadKardexTitle,
  titleHasHoldings,
} from './kardex-repository.ts';

const tags = ['Items'];
const params = titleIdParamsSchema;

async function titleExists(db: Database, id: number) {
  const title = await loadKardexTitle(db, id);
  if (!title) throw notFound();
  return title;
}

const invalid = (field: string) =>
  new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: 'OpcaoInvalida' } });

/** `/api/kardex/{id}/...`: a periodical's issues per library, for the title's Kardex tab (ADR 056). */
export function kardexRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/permissao',
      {
        schema: {
          tags,
          summary: 'Whether the title has periodical holdings to show',
          params,
          response: { 200: kardexPermissionSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        await titleExists(db, request.params.id);
        return { permitido: await titleHasHoldings(db, request.params.id) };
      },
    );

    app.get(
      '/:id/combobox-data',
      {
        schema: {
          tags,
          summary: 'The holdings collections (libraries) and years of a periodical, for the Kardex choices',
          params,
          response: { 200: kardexComboDataSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await titleExists(db, id);
        const colecoes = await kardexCollections(db, id, requestLocale(request));
        const bibliotecas = [
          ...new Map(
            colecoes.map((c) => [
              c.cod_biblioteca,
              { cod_biblioteca: c.cod_biblioteca, desc_biblioteca: c.desc_biblioteca },
            ]),
          ).values(),
        ];
        return { colecoes, bibliotecas, anos: await kardexYears(db, id) };
      },
    );

    app.get(
      '/:id/data',
      {
        schema: {
          tags,
          summary: 'The issues of a periodical in one year (default the newest), by library or collection',
          params,
          querystring: kardexDataQuerySchema,
          response: { 200: kardexDataSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { codPeriod, codBib, codPar, year } = request.query;
        if (codPeriod !== undefined && codPeriod !== id) throw invalid('codPeriod');
        await titleExists(db, id);
        const ano = year ?? (await kardexYears(db, id, codPar, codBib))[0] ?? null;
        if (ano === null) return { ano, fasciculos: [] };
        return {
          ano,
          fasciculos: await kardexIssues(db, { id, year: ano, codPar, codBib }, requestLocale(request)),
        };
      },
    );

    app.get(
      '/:id/item',
      {
        schema: {
          tags,
          summary: 'One issue of a periodical with its table of contents (or one entry of it, seqSec)',
          params,
          querystring: kardexItemQuerySchema,
          response: { 200: kardexItemSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { codPar, seqPar, seqSec } = request.query;
        await titleExists(db, id);
        const fasciculo = await kardexIssue(db, id, codPar, seqPar, requestLocale(request));
        if (!fasciculo) throw notFound();
        const entries = (await issueContents(db, id, { codPar, seqPar })).get(`${codPar}:${seqPar}`) ?? [];
        const sumario = seqSec === undefined ? entries : entries.filter((entry) => entry.seqSec === seqSec);
        if (seqSec !== undefined && sumario.length === 0) throw notFound();
        return { fasciculo, sumario };
      },
    );
  };
}

/** `/api/sumario/{id}/dados`: the tables of contents of a title's issues, or of a book (MARC 505). */
export function summaryRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/dados',
      {
        schema: {
          tags,
          summary: 'Tables of contents: of each issue of a periodical, or of a book from its contents note',
          params,
          response: { 200: summaryDataSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const title = await titleExists(db, id);
        const contents = await issueContents(db, id);
        const issues = contents.size > 0 ? await kardexAllIssues(db, id, requestLocale(request)) : [];
        // Newest issue first, as the Kardex lists them.
        const sumarios: Array<z.infer<typeof summaryDataSchema>['sumarios'][number]> = issues
          .filter((issue) => contents.has(`${issue.codPar}:${issue.seqPar}`))
          .sort((a, b) => b.ano - a.ano || a.codPar - b.codPar || b.seqPar - a.seqPar)
          .map((issue) => ({
            descricao: [issue.volume, issue.numero, [issue.periodo, issue.ano].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
            codPar: issue.codPar,
            seqPar: issue.seqPar,
            ano: issue.ano,
            itens: contents.get(`${issue.codPar}:${issue.seqPar}`)!,
          }));
        const book = contentsNote(fromMarcJson(title.registro_marc));
        if (book.length > 0)
          sumarios.push({ descricao: title.titulo, codPar: null, seqPar: null, ano: null, itens: book });
        return { sumarios };
      },
    );
  };
}
