import { z } from 'zod';

/** Where a patron lands after logging in: M = My area, C = catalogue. */
export const loginDestinationSchema = z.enum(['M', 'C']);
export type LoginDestination = z.infer<typeof loginDestinationSchema>;

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
  }),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionPath = '/api/parametros/instituicao';
