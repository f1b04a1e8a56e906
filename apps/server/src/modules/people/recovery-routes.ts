import {
  apiErrorSchema,
  messageResponseSchema,
  recoveryFinishBodySchema,
  recoveryStartQuerySchema,
  recoveryStartResponseSchema,
  recoveryValidateBodySchema,
  recoveryValidateResponseSchema,
  usuarioParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { createRecoveryService } from './recovery-service.ts';

const tags = ['People'];
const errors = { 404: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** `/pessoas/{usuario}/recuperar-senha`: GET starts, POST checks the code, PUT sets the password. */
export function recoveryRoutes(recovery: ReturnType<typeof createRecoveryService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:usuario/recuperar-senha',
      {
        schema: {
          tags,
          summary:
            'Password recovery, step 1: e-mails a code; answers masked e-mails, code length, expiry, rules',
          params: usuarioParamsSchema,
          querystring: recoveryStartQuerySchema,
          response: { 200: recoveryStartResponseSchema, ...errors },
        },
      },
      async (request) =>
        recovery.start(request.params.usuario, request.query.recaptcha_token, {
          ip: request.ip,
          locale: requestLocale(request),
        }),
    );

    app.post(
      '/:usuario/recuperar-senha',
      {
        schema: {
          tags,
          summary:
            'Password recovery, step 2: checks the code (422 when wrong or expired) and answers the rules',
          params: usuarioParamsSchema,
          body: recoveryValidateBodySchema,
          response: { 200: recoveryValidateResponseSchema, ...errors },
        },
      },
      async (request) => recovery.validate(request.params.usuario, request.body.code),
    );

    app.put(
      '/:usuario/recuperar-senha',
      {
        schema: {
          tags,
          summary: 'Password recovery, step 3: sets the new password with the code (also unlocks the login)',
          params: usuarioParamsSchema,
          body: recoveryFinishBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await recovery.finish(request.params.usuario, request.body.code, request.body.password);
        return { message: translate(requestLocale(request), 'SenhaAlterada') };
      },
    );
  };
}
