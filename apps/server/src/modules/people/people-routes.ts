import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { redirectRoutes } from './redirect-routes.ts';
import type { PeopleDeps } from './people-deps.ts';
import { createRecoveryService } from './recovery-service.ts';
import { sessionRoutes } from './session-routes.ts';
import { createSessionService } from './session-service.ts';

/** The People group of spec §7, under /api/pessoas. */
export function peopleRoutes(deps: PeopleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(accountRoutes(deps));
    await app.register(sessionRoutes(createSessionService(deps)));
    await app.register(recoveryRoutes(createRecoveryService(deps)));
    await app.register(redirectRoutes(deps));
  };
}
