import { apiErrorSchema, supportAcceptedSchema, supportBodySchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { createSupportService } from './support-service.ts';

type SupportDeps = { db: Database; mailer: Mailer; supportEmail: string | undefined };

/** The footer's support dialog (ADR 005): stored for the staff, mailed to the support desk when set. */
export function supportRoutes({ db, mailer, supportEmail }: SupportDeps): FastifyPluginAsyncZod {
  const support = createSupportService(db, mailer, supportEmail);

  return async (app) => {
    app.post(
      '/suporte',
      {
        config: { auth: 'private' },
        schema: {
          tags: ['Libraries'],
          summary: 'Sends a support message to the library staff',
          body: supportBodySchema,
          response: { 201: supportAcceptedSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const codigo = await support.send(patronOf(request), request.body);
        return reply
          .status(201)
          .send({ message: translate(requestLocale(request), 'MensagemEnviada'), codigo });
      },
    );
  };
}
