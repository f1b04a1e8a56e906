import {
  apiErrorSchema,
  storageRequestBodySchema,
  storageRequestCreatedResponseSchema,
  storageRequestIdParamsSchema,
  storageRequestQuerySchema,
  storageRequestSchema,
  storageRequestsQuerySchema,
  storageRequestsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import { assertLibrary } from '../access/permissions.ts';
import { formatDeskTime } from './storage-request-mail.ts';
import { storageRequestStatusNames } from './storage-requests-labels.ts';
import { patronStorageRequests, type StorageRequestRow } from './storage-requests-repository.ts';
import { mailStorageRequest, requestFromStorage } from './storage-requests-service.ts';

const tags = ['Closed storage requests'];

/** Rows (one per copy, grouped by request in order) as the contract's requests. */
function toRequests(rows: readonly StorageRequestRow[], locale: ApiLocale) {
  const requests = new Map<number, z.infer<typeof storageRequestSchema>>();
  for (const row of rows) {
    let request = requests.get(row.cod_solicitacao);
    if (!request) {
      request = {
        codigo: row.cod_solicitacao,
        biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
        data: row.criado_em.toISOString(),
        itens: [],
      };
      requests.set(row.cod_solicitacao, request);
    }
    request.itens.push({
      codExemplar: row.cod_exemplar,
      tombo: row.tombo,
      codAcervo: row.cod_acervo,
      titulo: row.titulo,
      volume: row.volume,
      tomo: row.tomo,
      parte: row.parte,
      armazem: row.armazem,
      posicao: row.posicao,
      situacao: { codigo: row.situacao, descricao: storageRequestStatusNames[locale][row.situacao] },
      previsao: row.previsao.toISOString(),
    });
  }
  return [...requests.values()];
}

/**
 * Closed-storage requests (spec §7 `POST /gravar-armazem`, ADR 066) under /api: the patron asks a
 * library to bring stored copies to the desk, and follows them at /solicitacao-armazem.
 */
export function storageRequestsRoutes(
  db: Database,
  mailer: Mailer,
  time: LibraryTime,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/gravar-armazem',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Ask the library (cod_biblioteca) to bring copies from its closed storage to the desk; all or none',
          querystring: storageRequestQuerySchema,
          body: storageRequestBodySchema,
          response: { 201: storageRequestCreatedResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const { cod_biblioteca } = request.query;
        await assertLibrary(db, cod_biblioteca, 'cod_biblioteca');
        const codigo = await requestFromStorage(
          db,
          me,
          cod_biblioteca,
          request.body.cesta.map((item) => item.cod_exemplar),
        );
        const rows = await patronStorageRequests(db, me.codPessoa, { codigo, zone: time.zone });
        await mailStorageRequest(db, mailer, time.zone, me, locale, rows, request.log);
        const [solicitacao] = toRequests(rows, locale);
        const latest = Math.max(...rows.map((row) => row.previsao.getTime()));
        return reply.status(201).send({
          solicitacao: solicitacao!,
          message: translate(locale, 'ArmazemSolicitacaoEnviada', {
            previsao: formatDeskTime(new Date(latest), time.zone),
          }),
        });
      },
    );

    app.get(
      '/solicitacao-armazem',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s closed-storage requests, newest first (optional dataIni, dataFim)',
          querystring: storageRequestsQuerySchema,
          response: { 200: storageRequestsResponseSchema, 401: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const rows = await patronStorageRequests(db, me.codPessoa, { ...request.query, zone: time.zone });
        return { solicitacoes: toRequests(rows, requestLocale(request)) };
      },
    );

    app.get(
      '/solicitacao-armazem/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'One of the patron’s closed-storage requests (another patron’s is 404)',
          params: storageRequestIdParamsSchema,
          response: { 200: storageRequestSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const rows = await patronStorageRequests(db, me.codPessoa, {
          codigo: request.params.id,
          zone: time.zone,
        });
        return ownOr404(toRequests(rows, requestLocale(request))[0], 'ArmazemSolicitacaoNaoEncontrada');
      },
    );
  };
}
