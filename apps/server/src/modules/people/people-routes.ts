import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { RecaptchaVerifier } from '../auth/recaptcha.ts';
import { accountRoutes } from './account-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { redirectRoutes } from './redirect-routes.ts';
import { createRecoveryService } from './recovery-service.ts';
import { sessionRoutes } from './session-routes.ts';

export type PeopleDeps = {
  db: Database;
  auth: AuthService;
  passwords: PasswordHasher;
  mailer: Mailer;
  recaptcha: RecaptchaVerifier | null;
  settings: AuthSettings;
  publicUrl: string;
};

/** The People group of spec §7, under /api/pessoas. */
export function peopleRoutes(deps: PeopleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(accountRoutes(deps));
    await app.register(sessionRoutes(deps));
    await app.register(recoveryRoutes(createRecoveryService(deps)));
    await app.register(redirectRoutes(deps));
  };
}
