import { z } from 'zod';
import { permissionSchema } from '../auth/token.ts';

/**
 * Portal routes a search guide's slug may not take, since `/:guia` shares the top level with them
 * (spec §2).
 */
export const reservedGuideSlugs = [
  'login',
  'sair',
  'pergamum_redireciona',
  'oauth-response',
  'saml-response',
  'grupoa',
  'pearson',
  'cesta',
  'meupergamum',
  'acervo',
  'autoridade',
  'api',
  'oauth',
  'oidc',
  'saml',
  'assets',
] as const;

/** A slug usable as `/:guia`: lower-case letters, digits and hyphens, not a portal route. */
export const guideSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60)
  .refine((slug) => !(reservedGuideSlugs as readonly string[]).includes(slug));

/** A search guide: a curated starting point for a subject, opened at `/:guia`. */
export const searchGuideSchema = z.object({
  slug: guideSlugSchema,
  titulo: z.string(),
  descricao: z.string(),
  /** The search the guide opens, as the query string of `/api/consulta` (e.g. `termo=direito`). */
  pesquisa: z.string(),
  imagem: z.string().nullable(),
});
export type SearchGuide = z.infer<typeof searchGuideSchema>;

const linkSchema = z.object({ titulo: z.string(), url: z.string(), descricao: z.string().nullable() });

/** `GET /api/parametros/secao_1`: the home page's first section, with the search guides. */
export const section1ResponseSchema = z.object({
  titulo: z.string(),
  texto: z.string(),
  guias: z.array(searchGuideSchema),
});

/** `GET /api/parametros/secao_2`: the home page's second section, with useful links. */
export const section2ResponseSchema = z.object({
  titulo: z.string(),
  texto: z.string(),
  links: z.array(linkSchema),
});

/** `GET /api/parametros/faq`. */
export const faqResponseSchema = z.object({
  faq: z.array(z.object({ codigo: z.number().int(), pergunta: z.string(), resposta: z.string() })),
});

/** `GET /api/parametros/informacoes_gerais`. */
export const generalInformationResponseSchema = z.object({
  informacoes: z.array(z.object({ titulo: z.string(), texto: z.string() })),
});

/** `GET /api/parametros/funcionalidades`: what anonymous visitors may use, as module/activity pairs. */
export const featuresResponseSchema = z.object({ funcionalidades: z.array(permissionSchema) });

export const activityParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /api/parametros/atividade/{id}`: whether the activity is on for the caller. */
export const activityResponseSchema = z.object({
  cod_atividade: z.number().int(),
  descricao: z.string(),
  /** On for the institution (anonymous callers) or for the patron's category (logged in). */
  ativa: z.boolean(),
});

/** `GET /api/parametros/atividade/{id}/informativo`: the notice shown with an activity, if any. */
export const activityNoticeResponseSchema = z.object({
  cod_atividade: z.number().int(),
  informativo: z.string().nullable(),
});

/** Opening hours of one weekday: 0 Sunday .. 6 Saturday, times `HH:MM`. */
export const openingHoursSchema = z.object({
  dia_semana: z.number().int().min(0).max(6),
  abertura: z.string().regex(/^\d{2}:\d{2}$/),
  fechamento: z.string().regex(/^\d{2}:\d{2}$/),
});

/** `GET /api/parametros/atendimento[/{campus}]`: each library's contacts and opening hours. */
export const serviceHoursResponseSchema = z.object({
  bibliotecas: z.array(
    z.object({
      cod_biblioteca: z.number().int(),
      desc_biblioteca: z.string(),
      cod_campus: z.number().int(),
      nome_campus: z.string(),
      email: z.string().nullable(),
      telefone: z.string().nullable(),
      horarios: z.array(openingHoursSchema),
      observacao: z.string().nullable(),
    }),
  ),
});
export const campusParamsSchema = z.object({ campus: z.coerce.number().int().positive().max(2_147_483_647) });

/** An event shown on the home page (spec §1: details not shown; this is our shape). */
export const eventSchema = z.object({
  codigo: z.number().int(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  inicio: z.iso.datetime({ offset: true }),
  fim: z.iso.datetime({ offset: true }).nullable(),
  local: z.string().nullable(),
  link: z.string().nullable(),
});

/** `GET /api/parametros/eventos_institucionais` and `/eventos_eventum`: upcoming events. */
export const eventsResponseSchema = z.object({ eventos: z.array(eventSchema) });

/** `GET /api/parametros/autoatendimento` (spec §3 "Self-service check"). */
export const selfServiceResponseSchema = z.object({
  showAuto: z.boolean(),
  codBibAuto: z.number().int().nullable(),
  authAuto: z.string().nullable(),
  idiomaAuto: z.string().nullable(),
  /** The external self-service page the button opens. */
  urlAuto: z.string().nullable(),
  /** Show a numeric keypad on the self-service login. */
  tecladoAuto: z.boolean(),
});

/** `GET /api/parametros/app-layers`: the institution's mobile app, when it has one. */
export const appLayersResponseSchema = z.object({
  ativo: z.boolean(),
  nome: z.string().nullable(),
  url: z.string().nullable(),
  android: z.string().nullable(),
  ios: z.string().nullable(),
});
