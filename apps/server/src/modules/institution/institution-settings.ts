import type { LoginCategoryQuestion, PasswordRules } from '@acervo/contract';
import { loginCategoryQuestionSchema, passwordRulesSchema } from '@acervo/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { isTimeZone } from '../../time/library-time.ts';

/** Text an institution writes in one language, or in several ({pt, en, es}). */
const localizedSchema = z.union([
  z.string(),
  z.object({ pt: z.string(), en: z.string().optional(), es: z.string().optional() }),
]);
type Localized = z.infer<typeof localizedSchema>;

/** The text in the caller's language, falling back to Portuguese. */
export function localize(text: Localized, locale: ApiLocale): string;
export function localize(text: Localized | null | undefined, locale: ApiLocale): string | null;
export function localize(text: Localized | null | undefined, locale: ApiLocale): string | null {
  if (text == null) return null;
  if (typeof text === 'string') return text;
  return text[locale] ?? text.pt;
}

/**
 * The institution's settings in `instituicao.parametros` (ADR 034). Every key is optional; what
 * the spec ties to a company code (571, 87) defaults from `cod_empresa` when the key is absent.
 */
export const institutionSettingsSchema = z.object({
  login: z
    .object({
      perguntar_categoria: loginCategoryQuestionSchema.optional(),
      verificar_duplicados: z.boolean().optional(),
    })
    .optional(),
  /** Institution-wide password rules; a category's own rules take precedence. */
  regras_senha: passwordRulesSchema.optional(),
  secao_1: z.object({ titulo: localizedSchema, texto: localizedSchema }).optional(),
  secao_2: z
    .object({
      titulo: localizedSchema,
      texto: localizedSchema,
      links: z.array(
        z.object({ titulo: localizedSchema, url: z.string(), descricao: localizedSchema.optional() }),
      ),
    })
    .optional(),
  informacoes_gerais: z.array(z.object({ titulo: localizedSchema, texto: localizedSchema })).optional(),
  /** Notices shown with an activity, by activity code. */
  informativos: z.record(z.string(), localizedSchema).optional(),
  /** Notes shown with a library's opening hours, by library code. */
  observacoes_atendimento: z.record(z.string(), localizedSchema).optional(),
  autoatendimento: z
    .object({
      ativo: z.boolean(),
      cod_biblioteca: z.number().int().nullable().optional(),
      autenticacao: z.string().nullable().optional(),
      idioma: z.string().nullable().optional(),
      url: z.string().nullable().optional(),
      teclado: z.boolean().optional(),
    })
    .optional(),
  app_layers: z
    .object({
      ativo: z.boolean(),
      nome: z.string().nullable().optional(),
      url: z.string().nullable().optional(),
      android: z.string().nullable().optional(),
      ios: z.string().nullable().optional(),
    })
    .optional(),
  /** External systems the redirect endpoints open, with a one-time token appended. */
  redirecionamentos: z
    .object({
      postagem_trabalho: z.string().optional(),
      bases: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  /**
   * Third-party content providers (ADR 078): each answered with a signed, short-lived link for the
   * logged-in patron, asked for by its code or by the login's `?redirect=` value.
   */
  provedores_conteudo: z
    .array(
      z.object({
        codigo: z.string().regex(/^[a-z0-9_-]{1,40}$/),
        nome: localizedSchema,
        url: z.url({ protocol: /^https?$/ }),
        /** The login `?redirect=` value that opens it; unset, its code. */
        redirecionamento: z
          .string()
          .regex(/^[A-Za-z0-9_.-]{1,100}$/)
          .optional(),
        nova_aba: z.boolean().optional(),
        validade_segundos: z.number().int().min(30).max(900).optional(),
      }),
    )
    .optional(),
  eventum: z.object({ url: z.string().nullable().optional() }).optional(),
  /**
   * The IANA time zone the libraries keep their days in (ADR 076); unset, `LIBRARY_TIME_ZONE`
   * (default America/Sao_Paulo). Read when the server starts.
   */
  fuso_horario: z.string().refine(isTimeZone, 'not a known IANA time zone').optional(),
});
export type InstitutionSettings = z.infer<typeof institutionSettingsSchema>;

/** Password rules when neither the category nor the institution sets any (ADR 035). */
export const defaultPasswordRules: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: false,
  diff_case: true,
  special_char: false,
  diff_name: true,
  last_pw: 3,
};

type ResolvedInstitution = {
  codEmpresa: number;
  denominacaoLogin: string;
  settings: InstitutionSettings;
  perguntarCategoria: LoginCategoryQuestion;
  verificarDuplicados: boolean;
};

/** Company-code behaviours of the spec, used when the institution does not set the key itself. */
export function companyDefaults(codEmpresa: number) {
  return {
    perguntarCategoria: (codEmpresa === 87 ? 'obrigatorio' : 'desligado') as LoginCategoryQuestion,
    verificarDuplicados: codEmpresa === 571,
  };
}

const reported = new Set<string>();

/**
 * Validates the settings key by key: a key an operator got wrong is left out (and reported once),
 * so one bad setting never takes the login or the home page down with it.
 */
export function parseSettings(raw: unknown): InstitutionSettings {
  const whole = institutionSettingsSchema.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(institutionSettingsSchema.shape)) {
    if (source[key] === undefined) continue;
    const one = schema.safeParse(source[key]);
    if (one.success) kept[key] = one.data;
    else if (!reported.has(key)) {
      reported.add(key);
      console.warn(
        `instituicao.parametros.${key} is invalid and is ignored: ${one.error.issues[0]?.message}`,
      );
    }
  }
  return kept as InstitutionSettings;
}

/** The institution's settings, validated; a database without an institution gets plain defaults. */
export async function readInstitutionSettings(db: Queryable): Promise<ResolvedInstitution> {
  const [row] = await db.query<{ cod_empresa: number; denominacao_login: string; parametros: unknown }>(
    'select cod_empresa, denominacao_login, parametros from instituicao',
  );
  const codEmpresa = row?.cod_empresa ?? 0;
  const settings = parseSettings(row?.parametros);
  const defaults = companyDefaults(codEmpresa);
  return {
    codEmpresa,
    denominacaoLogin: row?.denominacao_login ?? 'Usuário',
    settings,
    perguntarCategoria: settings.login?.perguntar_categoria ?? defaults.perguntarCategoria,
    verificarDuplicados: settings.login?.verificar_duplicados ?? defaults.verificarDuplicados,
  };
}

/** The library's time zone: the institution's setting, else the server's configured default. */
export async function readLibraryTimeZone(db: Queryable, fallback: string): Promise<string> {
  const { settings } = await readInstitutionSettings(db);
  return settings.fuso_horario ?? fallback;
}
