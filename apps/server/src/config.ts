import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultLibraryTimeZone, isTimeZone } from './time/library-time.ts';

/**
 * scrypt's log2 N and p for new password hashes. OWASP lists N = 2^17 with p = 1 and N = 2^15 with
 * p = 3 among settings of equal defence; the second holds a quarter of the memory while a login
 * hashes (ADR 031).
 */
export type ScryptCost = { cost: number; parallelism: number };

export const defaultScryptCost: ScryptCost = { cost: 15, parallelism: 3 };

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PORTAL_DIST: z.string().default(path.join(repoRoot, 'apps/portal/dist')),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  // Authentication (ADR 030, 031).
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds(900),
  PUBLIC_TOKEN_TTL: seconds(3600),
  REFRESH_TOKEN_TTL: seconds(14 * 24 * 3600),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(defaultScryptCost.cost),
  PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(defaultScryptCost.parallelism),
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW: seconds(900),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_MAX: count(600),
  RECOVERY_CODE_LENGTH: z.coerce.number().int().min(4).max(10).default(6),
  RECOVERY_CODE_TTL: seconds(900),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  // Google's addresses; a stand-in speaking the same protocol can replace them (ADR 048).
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
  // Mail (ADR 036).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Biblioteca <biblioteca@localhost>'),
  // Where the footer's support dialog is mailed (ADR 005); unset, messages are only stored.
  SUPPORT_EMAIL: z.email().optional(),
  // OpenID Connect relying party (ADR 033).
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  OIDC_LOGOUT_URL: z.url().optional(),
  // SAML 2.0 service provider (ADR 077).
  SAML_ENTRY_POINT: z.url().optional(),
  SAML_IDP_CERT: z.string().min(1).optional(),
  SAML_IDP_ISSUER: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).optional(),
  SAML_LOGIN_ATTRIBUTE: z.string().min(1).optional(),
  SAML_SIGNED: z.enum(['both', 'assertion', 'response']).default('both'),
  SAML_CLOCK_SKEW: count(60),
  // The libraries' time zone unless the institution sets its own (ADR 076).
  LIBRARY_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'LIBRARY_TIME_ZONE must be an IANA time zone')
    .default(defaultLibraryTimeZone),
});

export type AuthSettings = {
  /** HS256 key for access tokens; generated and kept under DATA_DIR when not given. */
  secret: string | undefined;
  accessTokenTtl: number;
  publicTokenTtl: number;
  refreshTokenTtl: number;
  /** scrypt's log2 N and p for new hashes; 15 and 3 (32 MiB) in production, far lower in tests. */
  passwordHash: ScryptCost;
  lockAfter: number;
  attemptWindow: number;
  maxFailuresPerUser: number;
  maxFailuresPerIp: number;
  recoveryCodeLength: number;
  recoveryCodeTtl: number;
};

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  logoutUrl: string | undefined;
};

export type SamlSettings = {
  /** The identity provider's single sign-on address (HTTP-Redirect binding). */
  entryPoint: string;
  /** The provider's signing certificates (PEM or bare base64), any of which may sign. */
  idpCerts: string[];
  /** The provider's entity id the assertion's issuer must equal, when given. */
  idpIssuer: string | undefined;
  /** Our entity id: the audience the assertions must name. */
  entityId: string;
  /** The attribute holding the patron's login or registration number; the NameID when unset. */
  loginAttribute: string | undefined;
  /** Which signature a response must carry: on the response, on the assertion, or both. */
  signed: 'both' | 'assertion' | 'response';
  /** Seconds of clock difference tolerated in the assertion's time window. */
  clockSkew: number;
};

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The built portal the server hands out; absent in API-only setups such as `npm run dev`. */
  portalDist: string;
  /** Seed the demo institution and catalogue into an empty database. */
  demoData: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** The address patrons reach the portal at: mail links, OIDC callbacks and redirects use it. */
  publicUrl: string;
  auth: AuthSettings;
  /** Generic flood protection: requests per minute per address (0 turns it off). */
  rateLimitMax: number;
  recaptcha: {
    secret: string;
    siteKey: string | undefined;
    /** Where answers are checked (Google's siteverify by default). */
    verifyUrl: string;
    /** The widget script the portal loads (Google's api.js by default). */
    scriptUrl: string;
  } | null;
  mail: { smtpUrl: string | undefined; from: string; supportTo: string | undefined };
  oidc: OidcSettings | null;
  saml: SamlSettings | null;
  /** The libraries' time zone when the institution sets none (ADR 076). */
  libraryTimeZone: string;
};

/** Reads the server's settings from the environment; a bad value stops the start with its reason. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${reasons.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    throw new Error('Invalid environment:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  if (env.SAML_ENTRY_POINT && !env.SAML_IDP_CERT) {
    throw new Error('Invalid environment:\n  SAML_IDP_CERT: required when SAML_ENTRY_POINT is set');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    portalDist: path.resolve(env.PORTAL_DIST),
    demoData: env.DEMO_DATA === 'on',
    logLevel: env.LOG_LEVEL,
    publicUrl,
    auth: {
      secret: env.AUTH_SECRET,
      accessTokenTtl: env.ACCESS_TOKEN_TTL,
      publicTokenTtl: env.PUBLIC_TOKEN_TTL,
      refreshTokenTtl: env.REFRESH_TOKEN_TTL,
      passwordHash: { cost: env.PASSWORD_HASH_COST, parallelism: env.PASSWORD_HASH_PARALLELISM },
      lockAfter: env.LOGIN_LOCK_AFTER,
      attemptWindow: env.LOGIN_WINDOW,
      maxFailuresPerUser: env.LOGIN_MAX_FAILURES_PER_USER,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      recoveryCodeLength: env.RECOVERY_CODE_LENGTH,
      recoveryCodeTtl: env.RECOVERY_CODE_TTL,
    },
    rateLimitMax: env.RATE_LIMIT_MAX,
    recaptcha: env.RECAPTCHA_SECRET
      ? {
          secret: env.RECAPTCHA_SECRET,
          siteKey: env.RECAPTCHA_SITE_KEY,
          verifyUrl: env.RECAPTCHA_VERIFY_URL,
          scriptUrl: env.RECAPTCHA_SCRIPT_URL,
        }
      : null,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportTo: env.SUPPORT_EMAIL },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: env.OIDC_SCOPES,
            logoutUrl: env.OIDC_LOGOUT_URL,
          }
        : null,
    saml:
      env.SAML_ENTRY_POINT && env.SAML_IDP_CERT
        ? {
            entryPoint: env.SAML_ENTRY_POINT,
            idpCerts: splitPemCertificates(env.SAML_IDP_CERT),
            idpIssuer: env.SAML_IDP_ISSUER,
            entityId: env.SAML_SP_ENTITY_ID ?? `${publicUrl}/api/saml/metadata`,
            loginAttribute: env.SAML_LOGIN_ATTRIBUTE,
            signed: env.SAML_SIGNED,
            clockSkew: env.SAML_CLOCK_SKEW,
          }
        : null,
    libraryTimeZone: env.LIBRARY_TIME_ZONE,
  };
}

/** One certificate per PEM block (a provider rolling its key lists both), or one bare base64 body. */
function splitPemCertificates(value: string): string[] {
  const blocks = value.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  return blocks ?? [value.trim()];
}
