import { apiErrorSchema, supportAcceptedSchema, supportBodySchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { supportMail } from './support-mail.ts';

export type SupportDeps = { db: Database; mailer: Mailer; supportEmail: string | undefined };

/** The footer's support dialog (ADR 005): stored for the staff, mailed to the support desk when set. */
export function supportRoutes({ db, mailer, supportEmail }: SupportDeps): FastifyPluginAsyncZod {
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
        const me = patronOf(request);
        const { assunto, mensagem } = request.body;
        const [stored] = await db.query<{
          codigo: number;
          nome: string;
          login: string;
          email: string | null;
        }>(
          `with stored as (
             insert into mensagem_suporte (cod_pessoa, cod_login, assunto, mensagem, enviada_para)
             values ($1, $2, $3, $4, $5) returning cod_mensagem)
           select s.cod_mensagem as codigo, p.nome_pessoa as nome, l.usuario as login, p.email
             from stored s, pessoa p join login l on l.cod_pessoa = p.cod_pessoa
            where p.cod_pessoa = $1 and l.cod_login = $2`,
          [me.codPessoa, me.codLogin, assunto, mensagem, supportEmail ?? null],
        );
        if (supportEmail) {
          await mailer.send(
            supportMail({
              to: supportEmail,
              number: stored!.codigo,
              subject: assunto,
              message: mensagem,
              patron: { name: stored!.nome, login: stored!.login, email: stored!.email },
            }),
          );
        }
        return reply
          .status(201)
          .send({ message: translate(requestLocale(request), 'MensagemEnviada'), codigo: stored!.codigo });
      },
    );
  };
}
