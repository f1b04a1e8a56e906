import {
  activity,
  apiErrorSchema,
  suggestionBodySchema,
  suggestionCreatedResponseSchema,
  type SuggestionStatus,
  suggestionStatisticsQuerySchema,
  suggestionStatisticsResponseSchema,
  suggestionStatuses,
  suggestionStatusesResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { assertActivity, assertLibrary } from '../access/permissions.ts';

const tags = ['Acquisition'];

/** Each status as the patron reads it, per language. */
export const suggestionStatusNames: Record<ApiLocale, Record<SuggestionStatus, string>> = {
  pt: {
    aguardando_entrega: 'Aguardando entrega',
    atendida: 'Atendida',
    cancelada: 'Cancelada',
    duplicada: 'Duplicada',
    em_cotacao: 'Em cotação',
    esgotada: 'Esgotada',
    finalizada_incompleta: 'Finalizada/incompleta',
    ja_existe: 'Já existe no acervo',
    nao_atendida: 'Não atendida',
    nao_encontrada: 'Não encontrada',
    parcialmente_atendida: 'Parcialmente atendida',
    em_negociacao: 'Em negociação',
    pre_sugestao: 'Pré-sugestão',
    sugestao_compra: 'Sugestão de compra',
  },
  en: {
    aguardando_entrega: 'Awaiting delivery',
    atendida: 'Attended',
    cancelada: 'Cancelled',
    duplicada: 'Duplicated',
    em_cotacao: 'In quote',
    esgotada: 'Out of print',
    finalizada_incompleta: 'Finished/incomplete',
    ja_existe: 'Already in the collection',
    nao_atendida: 'Not attended',
    nao_encontrada: 'Not found',
    parcialmente_atendida: 'Partially attended',
    em_negociacao: 'Trading',
    pre_sugestao: 'Pre-suggestion',
    sugestao_compra: 'Purchase suggestion',
  },
  es: {
    aguardando_entrega: 'Esperando entrega',
    atendida: 'Atendida',
    cancelada: 'Cancelada',
    duplicada: 'Duplicada',
    em_cotacao: 'En cotización',
    esgotada: 'Agotada',
    finalizada_incompleta: 'Finalizada/incompleta',
    ja_existe: 'Ya existe en la colección',
    nao_atendida: 'No atendida',
    nao_encontrada: 'No encontrada',
    parcialmente_atendida: 'Parcialmente atendida',
    em_negociacao: 'En negociación',
    pre_sugestao: 'Presugerencia',
    sugestao_compra: 'Sugerencia de compra',
  },
};

type SuggestionRow = {
  cod_sugestao: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  autor: string | null;
  titulo: string;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  situacao: SuggestionStatus;
  criado_em: Date;
};
const columns = `s.cod_sugestao, s.cod_biblioteca, b.desc_biblioteca, s.autor, s.titulo, s.edicao, s.editor,
                 s.isbn_issn, s.periodico, s.outras_inf, s.situacao, s.criado_em`;

const toSuggestion = (row: SuggestionRow, locale: ApiLocale) => ({
  codigo: row.cod_sugestao,
  biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
  autor: row.autor,
  titulo: row.titulo,
  edicao: row.edicao,
  editor: row.editor,
  isbn_issn: row.isbn_issn,
  periodico: row.periodico,
  outras_inf: row.outras_inf,
  situacao: { codigo: row.situacao, descricao: suggestionStatusNames[locale][row.situacao] },
  data: row.criado_em.toISOString(),
});

/** The acquisition-suggestion form (POST under /api/unidade-informacao). */
export function suggestionFormRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sugestao-aquisicao',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Suggest a title for purchase (library, titulo and editor required)',
          body: suggestionBodySchema,
          response: { 201: suggestionCreatedResponseSchema, 403: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        await assertActivity(db, me.codLogin, activity.acquisitionSuggestion);
        const body = request.body;
        await assertLibrary(db, body.biblioteca, 'biblioteca');
        const [row] = await db.query<SuggestionRow>(
          `with created as (
             insert into sugestao_aquisicao (cod_pessoa, cod_login, cod_biblioteca, autor, titulo, edicao, editor,
                                             isbn_issn, periodico, outras_inf)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *)
           select ${columns} from created s join biblioteca b using (cod_biblioteca)`,
          [
            me.codPessoa,
            me.codLogin,
            body.biblioteca,
            body.autor,
            body.titulo,
            body.edicao,
            body.editor,
            body.isbn_issn,
            body.periodico,
            body.outras_inf,
          ],
        );
        return reply
          .status(201)
          .send({ sugestao: toSuggestion(row!, locale), message: translate(locale, 'SugestaoEnviada') });
      },
    );
  };
}

/** Acquisition of spec §7 under /api/aquisicao: statuses, the patron's suggestions, statistics. */
export function acquisitionRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sugestoes/situacao',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Purchase-suggestion statuses',
          response: { 200: suggestionStatusesResponseSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        return {
          situacoes: suggestionStatuses.map((codigo) => ({
            codigo,
            descricao: suggestionStatusNames[locale][codigo],
          })),
        };
      },
    );

    app.get(
      '/sugestoes',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s suggestions of a period (`dataIni`, `dataFim`) and status (`situacao`)',
          querystring: suggestionsQuerySchema,
          response: { 200: suggestionsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const { dataIni, dataFim, situacao } = request.query;
        const rows = await db.query<SuggestionRow>(
          `select ${columns} from sugestao_aquisicao s join biblioteca b using (cod_biblioteca)
            where s.cod_pessoa = $1 and ($2::date is null or s.criado_em >= $2::date)
              and ($3::date is null or s.criado_em < $3::date + 1) and ($4::text is null or s.situacao = $4)
            order by s.criado_em desc, s.cod_sugestao desc`,
          [me.codPessoa, dataIni ?? null, dataFim ?? null, situacao ?? null],
        );
        const locale = requestLocale(request);
        return { sugestoes: rows.map((row) => toSuggestion(row, locale)) };
      },
    );

    app.get(
      '/estatisticas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s suggestions counted by status and library over a period',
          querystring: suggestionStatisticsQuerySchema,
          response: { 200: suggestionStatisticsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const { dataIni, dataFim, biblioteca } = request.query;
        const rows = await db.query<{
          situacao: SuggestionStatus;
          cod_biblioteca: number;
          desc_biblioteca: string;
          total: number;
        }>(
          `select s.situacao, s.cod_biblioteca, b.desc_biblioteca, count(*)::int as total
             from sugestao_aquisicao s join biblioteca b using (cod_biblioteca)
            where s.cod_pessoa = $1 and ($2::date is null or s.criado_em >= $2::date)
              and ($3::date is null or s.criado_em < $3::date + 1) and ($4::int is null or s.cod_biblioteca = $4)
            group by s.situacao, s.cod_biblioteca, b.desc_biblioteca`,
          [me.codPessoa, dataIni ?? null, dataFim ?? null, biblioteca ?? null],
        );
        const byStatus = new Map<SuggestionStatus, number>();
        const byLibrary = new Map<number, { codigo: number; descricao: string; total: number }>();
        for (const row of rows) {
          byStatus.set(row.situacao, (byStatus.get(row.situacao) ?? 0) + row.total);
          const library = byLibrary.get(row.cod_biblioteca) ?? {
            codigo: row.cod_biblioteca,
            descricao: row.desc_biblioteca,
            total: 0,
          };
          library.total += row.total;
          byLibrary.set(row.cod_biblioteca, library);
        }
        if (rows.length === 0 && biblioteca !== undefined) await assertLibrary(db, biblioteca, 'biblioteca');
        return {
          total: rows.reduce((sum, row) => sum + row.total, 0),
          porSituacao: suggestionStatuses
            .filter((codigo) => byStatus.has(codigo))
            .map((codigo) => ({
              codigo,
              descricao: suggestionStatusNames[locale][codigo],
              total: byStatus.get(codigo)!,
            })),
          porBiblioteca: [...byLibrary.values()].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt')),
        };
      },
    );
  };
}
