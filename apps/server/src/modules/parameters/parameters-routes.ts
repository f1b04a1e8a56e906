import {
  activityNoticeResponseSchema,
  activityParamsSchema,
  activityResponseSchema,
  apiErrorSchema,
  appLayersResponseSchema,
  campusParamsSchema,
  eventsResponseSchema,
  faqResponseSchema,
  featuresResponseSchema,
  generalInformationResponseSchema,
  institutionSchema,
  section1ResponseSchema,
  section2ResponseSchema,
  selfServiceResponseSchema,
  serviceHoursResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import type { OidcRelyingParty } from '../auth/oidc/oidc-relying-party.ts';
import {
  activityEnabled,
  campusExists,
  findActivity,
  listFaq,
  listGuides,
  listInstitutionActivities,
  listServiceHours,
  listUpcomingEvents,
} from './content-repository.ts';
import { findInstitution, type InstitutionRuntime } from './institution-repository.ts';
import { localize, readInstitutionSettings } from '../institution/institution-settings.ts';

const tags = ['Parameters'];

/** The Parameters group of spec §7 (all GET), under /api/parametros. Anyone may read them. */
export function parametersRoutes(
  db: Database,
  runtime: {
    recaptcha: InstitutionRuntime['recaptcha'];
    oidc: OidcRelyingParty | null;
    saml?: boolean;
    publicUrl?: string;
    timeZone: string;
  },
): FastifyPluginAsyncZod {
  const oidcLogoutUrl = runtime.oidc
    ? () => runtime.oidc!.logoutUrl(runtime.publicUrl ?? 'http://localhost:8080')
    : null;
  return async (app) => {
    app.get(
      '/instituicao',
      {
        schema: {
          tags,
          summary: 'The institution running this portal: name, brand, login texts and settings',
          response: { 200: institutionSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const institution = await findInstitution(db, requestLocale(request), {
          recaptcha: runtime.recaptcha,
          oidcLogoutUrl,
          saml: runtime.saml,
        });
        if (!institution) throw notFound();
        return { ...institution, fuso_horario: runtime.timeZone };
      },
    );

    app.get(
      '/secao_1',
      {
        schema: {
          tags,
          summary: 'Home page, first section, with the search guides (/:guia)',
          response: { 200: section1ResponseSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { settings } = await readInstitutionSettings(db);
        return {
          titulo: localize(settings.secao_1?.titulo, locale) ?? '',
          texto: localize(settings.secao_1?.texto, locale) ?? '',
          guias: await listGuides(db, locale),
        };
      },
    );

    app.get(
      '/secao_2',
      {
        schema: {
          tags,
          summary: 'Home page, second section, with useful links',
          response: { 200: section2ResponseSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const section = (await readInstitutionSettings(db)).settings.secao_2;
        return {
          titulo: localize(section?.titulo, locale) ?? '',
          texto: localize(section?.texto, locale) ?? '',
          links: (section?.links ?? []).map((link) => ({
            titulo: localize(link.titulo, locale),
            url: link.url,
            descricao: localize(link.descricao, locale),
          })),
        };
      },
    );

    app.get(
      '/faq',
      { schema: { tags, summary: 'Frequently asked questions', response: { 200: faqResponseSchema } } },
      async (request) => ({ faq: await listFaq(db, requestLocale(request)) }),
    );

    app.get(
      '/informacoes_gerais',
      {
        schema: { tags, summary: 'General information', response: { 200: generalInformationResponseSchema } },
      },
      async (request) => {
        const locale = requestLocale(request);
        const items = (await readInstitutionSettings(db)).settings.informacoes_gerais ?? [];
        return {
          informacoes: items.map((item) => ({
            titulo: localize(item.titulo, locale),
            texto: localize(item.texto, locale),
          })),
        };
      },
    );

    app.get(
      '/funcionalidades',
      {
        schema: {
          tags,
          summary: 'Activities for anonymous visitors (module/activity pairs)',
          response: { 200: featuresResponseSchema },
        },
      },
      async (request) => ({ funcionalidades: await listInstitutionActivities(db, requestLocale(request)) }),
    );

    app.get(
      '/atividade/:id',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Whether an activity is on: for the patron’s category, or for visitors',
          params: activityParamsSchema,
          response: { 200: activityResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const found = await findActivity(db, request.params.id, requestLocale(request));
        if (!found) throw notFound();
        const patron = optionalPatronOf(request);
        return {
          cod_atividade: request.params.id,
          descricao: found.descricao,
          ativa: await activityEnabled(db, request.params.id, patron?.codLogin ?? null),
        };
      },
    );

    app.get(
      '/atividade/:id/informativo',
      {
        schema: {
          tags,
          summary: 'The notice shown with an activity (e.g. hold rules), if any',
          params: activityParamsSchema,
          response: { 200: activityNoticeResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        if (!(await findActivity(db, request.params.id, locale))) throw notFound();
        const notices = (await readInstitutionSettings(db)).settings.informativos ?? {};
        return {
          cod_atividade: request.params.id,
          informativo: localize(notices[String(request.params.id)], locale),
        };
      },
    );

    const serviceHours = async (campus: number | null, locale: ReturnType<typeof requestLocale>) => {
      const notes = (await readInstitutionSettings(db)).settings.observacoes_atendimento ?? {};
      const libraries = await listServiceHours(db, campus);
      return {
        bibliotecas: libraries.map((library) => ({
          ...library,
          observacao: localize(notes[String(library.cod_biblioteca)], locale),
        })),
      };
    };

    app.get(
      '/atendimento',
      {
        schema: {
          tags,
          summary: 'Opening hours and contacts of every library',
          response: { 200: serviceHoursResponseSchema },
        },
      },
      async (request) => serviceHours(null, requestLocale(request)),
    );

    app.get(
      '/atendimento/:campus',
      {
        schema: {
          tags,
          summary: 'Opening hours and contacts of the libraries of one campus',
          params: campusParamsSchema,
          response: { 200: serviceHoursResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        if (!(await campusExists(db, request.params.campus))) throw notFound();
        return serviceHours(request.params.campus, requestLocale(request));
      },
    );

    app.get(
      '/eventos_institucionais',
      { schema: { tags, summary: 'Upcoming institutional events', response: { 200: eventsResponseSchema } } },
      async (request) => ({ eventos: await listUpcomingEvents(db, 'institucional', requestLocale(request)) }),
    );

    app.get(
      '/eventos_eventum',
      {
        schema: {
          tags,
          summary: 'Upcoming events synchronised from Eventum',
          response: { 200: eventsResponseSchema },
        },
      },
      async (request) => ({ eventos: await listUpcomingEvents(db, 'eventum', requestLocale(request)) }),
    );

    app.get(
      '/autoatendimento',
      {
        schema: {
          tags,
          summary: 'Self-service check: whether to show the self-service button, and its settings',
          response: { 200: selfServiceResponseSchema },
        },
      },
      async () => {
        const selfService = (await readInstitutionSettings(db)).settings.autoatendimento;
        return {
          showAuto: selfService?.ativo ?? false,
          codBibAuto: selfService?.cod_biblioteca ?? null,
          authAuto: selfService?.autenticacao ?? null,
          idiomaAuto: selfService?.idioma ?? null,
          urlAuto: selfService?.url ?? null,
          tecladoAuto: selfService?.teclado ?? false,
        };
      },
    );

    app.get(
      '/app-layers',
      {
        schema: {
          tags,
          summary: 'The institution’s mobile app (App Layers), when it has one',
          response: { 200: appLayersResponseSchema },
        },
      },
      async () => {
        const appLayers = (await readInstitutionSettings(db)).settings.app_layers;
        return {
          ativo: appLayers?.ativo ?? false,
          nome: appLayers?.nome ?? null,
          url: appLayers?.url ?? null,
          android: appLayers?.android ?? null,
          ios: appLayers?.ios ?? null,
        };
      },
    );
  };
}
