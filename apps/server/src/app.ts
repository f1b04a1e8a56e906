import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler.ts';
import { registerPortal } from './http/portal-static.ts';
import { type Clock, libraryTime, systemClock } from './time/library-time.ts';
import { requestValidatorCompiler } from './http/request-validator.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { registerAuth } from './modules/auth/auth-plugin.ts';
import { loadAuthSecret } from './modules/auth/auth-secret.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createLoginGuard } from './modules/auth/login-guard.ts';
import { createOidcRelyingParty, type OidcRelyingParty } from './modules/auth/oidc/oidc-relying-party.ts';
import { oidcRoutes } from './modules/auth/oidc/oidc-routes.ts';
import { samlRoutes } from './modules/auth/saml/saml-routes.ts';
import {
  createSamlServiceProvider,
  type SamlServiceProvider,
} from './modules/auth/saml/saml-service-provider.ts';
import { samlRequestStore, samlSessionTtl } from './modules/auth/saml/saml-session-repository.ts';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password-hasher.ts';
import { googleRecaptcha, type RecaptchaVerifier } from './modules/auth/recaptcha.ts';
import { tokenRoutes } from './modules/auth/token-routes.ts';
import { basketExportRoutes } from './modules/basket/basket-export-routes.ts';
import { basketRoutes } from './modules/basket/basket-routes.ts';
import { createBasketService } from './modules/basket/basket-service.ts';
import { clearanceRoutes } from './modules/clearance/clearance-routes.ts';
import { alertsRoutes } from './modules/alerts/alerts-routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed-routes.ts';
import { holdsRoutes } from './modules/holds/holds-routes.ts';
import { interestProfilesRoutes } from './modules/interest-profiles/interest-profiles-routes.ts';
import { loansRoutes } from './modules/loans/loans-routes.ts';
import { createLoansService } from './modules/loans/loans-service.ts';
import { readLibraryTimeZone } from './modules/institution/institution-settings.ts';
import { parametersRoutes } from './modules/parameters/parameters-routes.ts';
import { peopleRoutes } from './modules/people/people-routes.ts';
import type { SearchEngine } from './modules/search/engine/search-engine.ts';
import { createSqlSearchEngine } from './modules/search/engine/sql-search-engine.ts';
import { createSearchIndexRuntime } from './modules/search-index/search-index-runtime.ts';
import { suggestionRoutes } from './modules/search-index/suggestion-routes.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { authorityRoutes } from './modules/authorities/authority-routes.ts';
import { commentRoutes } from './modules/comments/comment-routes.ts';
import { libraryRoutes } from './modules/libraries/library-routes.ts';
import { supportRoutes } from './modules/support/support-routes.ts';
import { networkRoutes } from './modules/network/network-routes.ts';
import { oaiRoutes } from './modules/network/oai-pmh.ts';
import { linkRoutes } from './modules/titles/link-routes.ts';
import { providerLinkKey } from './modules/providers/provider-links.ts';
import { providerRoutes } from './modules/providers/provider-routes.ts';
import { createContentProviders } from './modules/providers/provider-service.ts';
import { kardexRoutes, summaryRoutes } from './modules/kardex/kardex-routes.ts';
import { titleRoutes } from './modules/titles/title-routes.ts';
import { createTitleService } from './modules/titles/title-service.ts';
import { titleStatisticsRoutes } from './modules/titles/title-statistics-routes.ts';
import { preloadReferenceStyles } from './modules/titles/references/reference-formatter.ts';
import { loanRequestsRoutes } from './modules/requests/loan-requests-routes.ts';
import { requestsRoutes } from './modules/requests/requests-routes.ts';
import { storageRequestsRoutes } from './modules/storage-requests/storage-requests-routes.ts';
import { databasesRoutes } from './modules/databases/databases-routes.ts';
import { teachingPlansRoutes } from './modules/teaching-plans/teaching-plans-routes.ts';
import { acquisitionRoutes, suggestionFormRoutes } from './modules/suggestions/suggestions-routes.ts';

/** Settings the app reads; tests and benches give a few and take defaults for the rest. */
export type AppConfig = Pick<ServerConfig, 'portalDist' | 'logLevel'> &
  Partial<Omit<ServerConfig, 'auth'>> & { auth?: Partial<ServerConfig['auth']> };

/** Collaborators a test may replace (a fake captcha, a mailer that keeps messages, ...). */
export type AppServices = {
  mailer: Mailer;
  recaptcha: RecaptchaVerifier | null;
  passwords: PasswordHasher;
  oidc: OidcRelyingParty | null;
  saml: SamlServiceProvider | null;
  /** The catalogue's search engine (ADR 050); the SQL reference engine by default. */
  searchEngine: SearchEngine;
  /** Where "now" comes from (ADR 076): the system clock, or a set moment in tests. */
  clock: Clock;
};

type AppOptions = {
  db: Database;
  config: AppConfig;
  services?: Partial<AppServices>;
};

function resolveConfig(config: AppConfig): ServerConfig {
  const defaults = loadConfig({});
  return { ...defaults, ...config, auth: { ...defaults.auth, ...config.auth } };
}

/**
 * What the page must allow for the reCAPTCHA widget: its script's origin for scripts and frames,
 * and for Google's also the hosts its script pulls from (gstatic) and frames (recaptcha.google.com).
 */
function captchaSources(scriptUrl: string | undefined): Record<string, string[]> {
  if (!scriptUrl) return {};
  const origin = new URL(scriptUrl).origin;
  const google = origin === 'https://www.google.com';
  return {
    'script-src': ["'self'", origin, ...(google ? ['https://www.gstatic.com'] : [])],
    'frame-src': ["'self'", origin, ...(google ? ['https://recaptcha.google.com'] : [])],
  };
}

/** The whole HTTP surface: the API under /api, its OpenAPI document, and the built portal. */
export async function buildApp({ db, config: given, services = {} }: AppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(given);
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: true,
    // The API takes small JSON bodies; anything bigger is refused with 413 before parsing.
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // styled-components injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        // The captcha widget: its script and the frame it draws the checkbox in (ADR 048).
        ...captchaSources(config.recaptcha?.scriptUrl),
        // Installs on a plain-http LAN address must work; TLS is the reverse proxy's business.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Before any route: the plugin hooks the routes registered after it.
  await registerCompression(app);
  if (config.rateLimitMax > 0) {
    await app.register(fastifyRateLimit, {
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      // The API is what a flood costs; one page view fetches a dozen portal files, and a campus
      // behind one NAT address would otherwise be throttled just by opening pages.
      allowList: (request) => !/^\/(api|oauth)\//.test(request.url),
    });
  }
  await app.register(fastifyFormbody);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Acervo API',
        description: 'Library catalogue and patron self-service API, wire-compatible with Pergamum clients.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A token from POST /oauth/token (client_credentials for public calls, password for a patron).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Collaborators.
  const time = libraryTime(
    services.clock ?? systemClock,
    await readLibraryTimeZone(db, config.libraryTimeZone),
  );
  const passwords = services.passwords ?? createPasswordHasher(config.auth.passwordHash);
  const secret = await loadAuthSecret(config.auth.secret, config.dataDir);
  const accessTokens = createAccessTokens(secret, {
    patron: config.auth.accessTokenTtl,
    public: config.auth.publicTokenTtl,
  });
  const providers = createContentProviders({ db, linkKey: providerLinkKey(secret), clock: time.now });
  const mailer =
    services.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
  const recaptcha =
    services.recaptcha !== undefined
      ? services.recaptcha
      : config.recaptcha
        ? googleRecaptcha(config.recaptcha.secret, config.recaptcha.verifyUrl)
        : null;
  const oidc =
    services.oidc !== undefined
      ? services.oidc
      : config.oidc
        ? createOidcRelyingParty(config.oidc, `${config.publicUrl}/api/oidc/callback`)
        : null;
  const saml =
    services.saml !== undefined
      ? services.saml
      : config.saml
        ? createSamlServiceProvider(config.saml, {
            acsUrl: `${config.publicUrl}/api/saml/acs`,
            requestStore: samlRequestStore(db, samlSessionTtl),
            requestTtlSeconds: samlSessionTtl,
          })
        : null;
  const auth = createAuthService({
    db,
    settings: config.auth,
    passwords,
    accessTokens,
    guard: createLoginGuard(db, config.auth),
    recaptcha,
  });
  app.addHook('onClose', async () => mailer.close());
  app.log.debug(
    { mail: mailer.destination, oidc: Boolean(oidc), saml: Boolean(saml), recaptcha: Boolean(recaptcha) },
    'auth and mail',
  );

  registerAuth(app, accessTokens);

  await app.register(tokenRoutes(auth), { prefix: '/oauth' });
  await app.register(tokenRoutes(auth), { prefix: '/api/oauth' });
  await app.register(oidcRoutes({ db, oidc, auth, publicUrl: config.publicUrl }), { prefix: '/api/oidc' });
  await app.register(samlRoutes({ db, saml, auth, publicUrl: config.publicUrl }), { prefix: '/api/saml' });
  await app.register(
    peopleRoutes({
      db,
      auth,
      passwords,
      mailer,
      recaptcha,
      settings: config.auth,
      publicUrl: config.publicUrl,
      time,
      providers,
    }),
    { prefix: '/api/pessoas' },
  );
  await app.register(
    parametersRoutes(db, {
      recaptcha:
        recaptcha && config.recaptcha?.siteKey
          ? { siteKey: config.recaptcha.siteKey, scriptUrl: config.recaptcha.scriptUrl }
          : null,
      oidc,
      saml: saml !== null,
      publicUrl: config.publicUrl,
      timeZone: time.zone,
    }),
    { prefix: '/api/parametros' },
  );

  const searchIndex = createSearchIndexRuntime(app, db, config);
  const searchEngine = services.searchEngine ?? searchIndex.engine(createSqlSearchEngine(db));
  await app.register(searchRoutes(db, searchEngine), { prefix: '/api/consulta' });
  const titles = createTitleService(db);
  await app.register(titleRoutes(titles), { prefix: '/api/acervo' });
  // The CSL styles are parsed in the references worker (ADR 054): main.ts starts it early; any
  // other server that listens starts it then.
  app.addHook('onListen', async () => void preloadReferenceStyles());
  await app.register(titleStatisticsRoutes(titles), { prefix: '/api/acervo' });
  await app.register(kardexRoutes(db), { prefix: '/api/kardex' });
  await app.register(summaryRoutes(db), { prefix: '/api/sumario' });
  await app.register(linkRoutes(db, titles), { prefix: '/api/vinculos' });
  await app.register(providerRoutes(providers), { prefix: '/api/vinculos' });
  await app.register(commentRoutes(db), { prefix: '/api/comentarios' });
  await app.register(libraryRoutes(db), { prefix: '/api' });
  await app.register(supportRoutes({ db, mailer, supportEmail: config.mail.supportTo }), {
    prefix: '/api/unidade-informacao',
  });
  await app.register(authorityRoutes(db), { prefix: '/api/autoridade' });
  await app.register(oaiRoutes(db, config.publicUrl), { prefix: '/api/oai' });
  await app.register(networkRoutes(db), { prefix: '/api/rede-pergamum' });
  const loans = createLoansService(db, time, mailer);
  await app.register(loansRoutes(loans), { prefix: '/api/emprestimo' });
  await app.register(holdsRoutes(db, mailer, time), { prefix: '/api/reserva' });
  await app.register(alertsRoutes(db, time), { prefix: '/api/alertas' });
  await app.register(calendarFeedRoutes(db, config.publicUrl, time), { prefix: '/api/calendario' });
  await app.register(suggestionFormRoutes(db, time), { prefix: '/api/unidade-informacao' });
  await app.register(acquisitionRoutes(db, time), { prefix: '/api/aquisicao' });
  await app.register(requestsRoutes(db, time), { prefix: '/api' });
  await app.register(loanRequestsRoutes(db, time), { prefix: '/api/solicitacao-emprestimo' });
  await app.register(storageRequestsRoutes(db, mailer, time), { prefix: '/api' });
  const basket = createBasketService(db, time, mailer);
  await app.register(basketRoutes(basket), { prefix: '/api/acervo/cesta-permanente' });
  await app.register(basketExportRoutes(basket), { prefix: '/api/acervo' });
  const clearance = clearanceRoutes(db, mailer, config.publicUrl, time);
  await app.register(clearance.patronArea, { prefix: '/api/unidade-informacao' });
  await app.register(clearance.clearanceArea, { prefix: '/api/nada-consta' });
  await app.register(interestProfilesRoutes(db, time), { prefix: '/api/perfil-interesse' });
  await app.register(teachingPlansRoutes(db), { prefix: '/api/acervo/plano-ensino' });
  await app.register(databasesRoutes(db), { prefix: '/api/acervo/meu-pergamum' });
  await app.register(suggestionRoutes(searchIndex), { prefix: '/api/consulta/sugestoes' });

  const sendPortalPage = await registerPortal(app, config.portalDist);
  registerNotFoundHandler(app, sendPortalPage);
  return app;
}
