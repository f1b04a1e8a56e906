import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler.ts';
import { registerPortal } from './http/portal-static.ts';
import { parametersRoutes } from './modules/parameters/parameters-routes.ts';

export type AppOptions = {
  db: Database;
  config: Pick<ServerConfig, 'portalDist' | 'logLevel'>;
};

/** The whole HTTP surface: the API under /api, its OpenAPI document, and the built portal. */
export async function buildApp({ db, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // styled-components injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
      },
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Acervo API',
        description: 'Library catalogue and patron self-service API, wire-compatible with Pergamum clients.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(parametersRoutes(db), { prefix: '/api/parametros' });

  const sendPortalPage = await registerPortal(app, config.portalDist);
  registerNotFoundHandler(app, sendPortalPage);
  return app;
}
