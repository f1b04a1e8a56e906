import { z } from 'zod';

// Plain values live apart from the schemas, so code that needs only them loads no zod.
export * from './institution-path.ts';

/** Where a patron lands after logging in: M = My area, C = catalogue. */
export const loginDestinationSchema = z.enum(['M', 'C']);
export type LoginDestination = z.infer<typeof loginDestinationSchema>;

/** Whether the login form asks the user category code: never, optionally, or always. */
export const loginCategoryQuestionSchema = z.enum(['desligado', 'opcional', 'obrigatorio']);
export type LoginCategoryQuestion = z.infer<typeof loginCategoryQuestionSchema>;

/** Colours and logo an institution brands the portal with; the design system keeps them legible. */
export const institutionBrandSchema = z.object({
  cor_primaria: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  cor_secundaria: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
  logo: z.string().nullable(),
});

/** `GET /api/parametros/instituicao` — the institution that runs this portal (spec §3, "Institution data"). */
export const institutionSchema = z.object({
  sigla: z.string().min(1),
  nome: z.string().min(1),
  tema: z.string().min(1),
  denominacao_login: z.string().min(1),
  mensagem_login: z.string().nullable(),
  mensagem_suporte: z.string().nullable(),
  link_privacidade: z.url().nullable(),
  oidc: z.boolean(),
  link_logout_oidc: z.url().nullable(),
  destino_login_padrao: loginDestinationSchema,
  cod_empresa: z.number().int().positive(),
  marca: institutionBrandSchema,
  parametros: z.object({
    url_web: z.string().nullable(),
    aquisicao: z.boolean(),
    modo_autenticacao: z.string(),
    modo_criptografia: z.string(),
    /** Ask the user category code at login (spec §6, company 87); see ADR 034. */
    perguntar_categoria: loginCategoryQuestionSchema,
    /** Check the username for duplicate persons before the password step (spec §4, company 571). */
    verificar_duplicados: z.boolean(),
    /** The reCAPTCHA site key when activity 1120 is on and a secret is configured; else null. */
    recaptcha_site_key: z.string().nullable(),
    /** The widget script to load with that key (Google's api.js unless configured; ADR 048). */
    recaptcha_script_url: z.url().nullable(),
  }),
  /** The category codes offered when `perguntar_categoria` is not 'desligado' (label `code - name`). */
  categorias_login: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
  /** The IANA time zone the library keeps its days in: dates are shown on its calendar. */
  fuso_horario: z.string().min(1),
});
export type Institution = z.infer<typeof institutionSchema>;
