import { apiErrorSchema, basketExportBodySchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import { exportTitles } from '../titles/title-exports.ts';

/**
 * `POST /api/acervo/exportar-cesta`: the basket (or the titles given) through the catalogue's
 * exports (references, RIS, BibTeX, ISO 2709, MARCXML), downloaded or sent by e-mail.
 */
export function basketExportRoutes(db: Database, mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/exportar-cesta',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags: ['Basket'],
          summary:
            'Export the basket (or `acervos`) as ABNT/APA references, RIS, BibTeX, ISO 2709 or MARCXML; `opcoesEmail` mails it',
          body: basketExportBodySchema,
          response: { 200: z.unknown(), 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = optionalPatronOf(request);
        const locale = requestLocale(request);
        let ids = request.body.acervos;
        if (!ids) {
          if (!me)
            throw new HttpError(422, 'DadosInvalidos', {
              code: 'VALIDACAO',
              fields: { acervos: 'CampoObrigatorio' },
            });
          ids = (
            await db.query<{ cod_acervo: number }>(
              `select cod_acervo from cesta_permanente where cod_pessoa = $1 and removido_em is null
                order by incluido_em desc, cod_acervo`,
              [me.codPessoa],
            )
          ).map((row) => row.cod_acervo);
        }
        if (ids.length === 0) throw new HttpError(404, 'CestaVazia');
        const file = await exportTitles(db, ids, request.body.tipo, locale);
        const filename = `cesta.${file.extension}`;
        if (request.body.opcoesEmail) {
          const text = translate(locale, 'CestaExportadaEmail', { total: ids.length });
          await mailer.send({
            to: request.body.opcoesEmail.email.split(';'),
            subject: translate(locale, 'CestaExportadaAssunto'),
            text,
            html: `<p>${text}</p>`,
            attachments: [{ filename, content: file.body, contentType: file.contentType }],
          });
          return { message: translate(locale, 'CestaEnviada') };
        }
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(file.body);
      },
    );
  };
}
