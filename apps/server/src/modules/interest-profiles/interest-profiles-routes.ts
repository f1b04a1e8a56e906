import {
  apiErrorSchema,
  codeQuerySchema,
  interestAuxiliaryResponseSchema,
  periodicalSearchQuerySchema,
  periodicalSearchResponseSchema,
  periodicalsBodySchema,
  periodicalsResponseSchema,
  periodicalUpdateBodySchema,
  profileTitlesResponseSchema,
  termDeleteQuerySchema,
  termItemsBodySchema,
  termItemsResponseSchema,
  termSearchQuerySchema,
  termSearchResponseSchema,
  validityBodySchema,
  workTypeBodySchema,
  workTypesResponseSchema,
  workTypeUpdateBodySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createInterestProfilesService } from './interest-profiles-service.ts';

const tags = ['Interest profile'];

/** Each kind's delete: its path, what it is called, the query naming the item and the answer. */
const deletes = [
  {
    kind: 'term',
    url: '/area-autor-assunto',
    summary: 'Delete one of the patron’s terms',
    querystring: termDeleteQuerySchema,
    answer: termItemsResponseSchema,
  },
  {
    kind: 'periodical',
    url: '/periodicos',
    summary: 'Stop following a periodical',
    querystring: codeQuerySchema,
    answer: periodicalsResponseSchema,
  },
  {
    kind: 'workType',
    url: '/tipo-obra',
    summary: 'Stop following a work type',
    querystring: codeQuerySchema,
    answer: workTypesResponseSchema,
  },
] as const;

/** Interest profiles (DSI) of spec §7 under /api/perfil-interesse (ADR 061). */
export function interestProfilesRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const profiles = createInterestProfilesService(db, time);
  return async (app) => {
    let stopMatching: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stopMatching = profiles.startMatching((error) =>
        app.log.warn({ err: error }, 'interest alerts failed'),
      );
    });
    app.addHook('onClose', async () => stopMatching?.());

    app.get(
      '/areas-interesse/info-auxiliar',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Options for the profile forms',
          response: { 200: interestAuxiliaryResponseSchema },
        },
      },
      async (request) => profiles.options(requestLocale(request)),
    );

    app.get(
      '/area-autor-assunto',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s terms (areas, authors, subjects)',
          response: { 200: termItemsResponseSchema },
        },
      },
      async (request) => ({
        itens: await profiles.list('term', patronOf(request).codPessoa, requestLocale(request)),
      }),
    );

    app.post(
      '/area-autor-assunto',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Add terms of one kind (`tipoDSI`) valid until `validade`; a term already there gets the new validity',
          body: termItemsBodySchema,
          response: { 200: termItemsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => profiles.addTerms(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    app.put(
      '/area-autor-assunto/validade',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a term’s validity',
          body: validityBodySchema,
          response: { 200: termItemsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        profiles.changeTermValidity(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    app.get(
      '/area-autor-assunto/pesquisa',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Authors or subjects of the catalogue containing the typed words, with how many titles each has',
          querystring: termSearchQuerySchema,
          response: { 200: termSearchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => ({
        termos: await profiles.searchTerms(request.query.tipoPesquisa, request.query.termoPesquisa),
      }),
    );

    app.get(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: { tags, summary: 'The patron’s periodicals', response: { 200: periodicalsResponseSchema } },
      },
      async (request) => ({
        itens: await profiles.list('periodical', patronOf(request).codPessoa, requestLocale(request)),
      }),
    );

    app.post(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Follow periodicals (at least one of fasciculo, artigo, sumario)',
          body: periodicalsBodySchema,
          response: { 200: periodicalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        profiles.followPeriodicals(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    app.put(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a followed periodical',
          body: periodicalUpdateBodySchema,
          response: { 200: periodicalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        profiles.changePeriodical(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    app.get(
      '/periodicos/pesquisa',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Periodicals whose title contains the typed words',
          querystring: periodicalSearchQuerySchema,
          response: { 200: periodicalSearchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => ({
        periodicos: await profiles.searchPeriodicals(request.query.termoPesquisa, request.query.bibliotecas),
      }),
    );

    app.get(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: { tags, summary: 'The patron’s work types', response: { 200: workTypesResponseSchema } },
      },
      async (request) => ({
        itens: await profiles.list('workType', patronOf(request).codPessoa, requestLocale(request)),
      }),
    );

    app.post(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Follow a work type, optionally in some libraries and languages',
          body: workTypeBodySchema,
          response: { 200: workTypesResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        profiles.followWorkType(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    app.put(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a followed work type',
          body: workTypeUpdateBodySchema,
          response: { 200: workTypesResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) =>
        profiles.changeWorkType(patronOf(request).codPessoa, requestLocale(request), request.body),
    );

    for (const { kind, url, summary, querystring, answer } of deletes) {
      app.delete(
        url,
        {
          config: { auth: 'private' },
          schema: { tags, summary, querystring, response: { 200: answer, 404: apiErrorSchema } },
        },
        async (request) =>
          profiles.remove(kind, patronOf(request).codPessoa, requestLocale(request), request.query),
      );
    }

    app.get(
      '/titulos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Titles matching the patron’s profile items in force, newest first',
          response: { 200: profileTitlesResponseSchema },
        },
      },
      async (request) => ({ titulos: await profiles.titles(patronOf(request).codPessoa) }),
    );
  };
}
