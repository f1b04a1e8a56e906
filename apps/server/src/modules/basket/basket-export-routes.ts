import {
  apiErrorSchema,
  basketExportBodySchema,
  basketExportSentSchema,
  basketExportTextSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import {
  type ExportedFile,
  type ExportFormat,
  exportTitles,
  titleReferences,
} from '../titles/title-exports.ts';

/** The message body: the references themselves for ABNT/APA, else a line about the attachment. */
async function mailBody(db: Database, ids: number[], format: ExportFormat, locale: ApiLocale) {
  if (format !== 'abnt' && format !== 'apa') {
    const text = translate(locale, 'CestaExportadaEmail', { total: ids.length });
    return { text, html: `<p>${text}</p>` };
  }
  const intro = translate(locale, 'CestaReferenciasEmail', { total: ids.length });
  // citeproc escapes the titles' text in its HTML output; only its own <i>/<b> markup remains.
  const references = await titleReferences(db, ids, format, locale);
  return {
    text: [intro, ...references.map((reference) => reference.texto)].join('\n\n'),
    html: `<p>${intro}</p>${references.map((reference) => `<p>${reference.html}</p>`).join('')}`,
  };
}

const asText = (file: ExportedFile) =>
  typeof file.body === 'string' ? file.body : file.body.toString('utf8');

/**
 * `POST /api/acervo/exportar-cesta`: the basket (or the titles given) through the catalogue's
 * exports (references, RIS, BibTeX, ISO 2709, MARCXML): as text for the clipboard, as a file, or
 * sent by e-mail (ADR 057).
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
            'Export the basket (or `acervos`) as ABNT/APA references, RIS, BibTeX, ISO 2709 or MARCXML: ' +
            '`dados=texto` answers the text for the clipboard, `arquivo` a download; `opcoesEmail` mails it',
          body: basketExportBodySchema,
          response: {
            200: z.union([
              basketExportTextSchema,
              basketExportSentSchema,
              z.string().describe('The file itself (`dados=arquivo`), with its content type'),
            ]),
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const me = optionalPatronOf(request);
        const locale = requestLocale(request);
        const { tipo, dados, acervos, opcoesEmail } = request.body;
        if (dados === 'texto' && tipo === 'iso2709' && !opcoesEmail)
          throw new HttpError(422, 'DadosInvalidos', {
            code: 'VALIDACAO',
            fields: { dados: 'OpcaoInvalida' },
          });
        let ids: number[];
        if (acervos) {
          // Unknown titles are left out; the order given is kept.
          const known = new Set(
            (
              await db.query<{ cod_acervo: number }>(
                'select cod_acervo from acervo where cod_acervo = any($1::int[])',
                [acervos],
              )
            ).map((row) => row.cod_acervo),
          );
          ids = [...new Set(acervos)].filter((id) => known.has(id));
        } else {
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
        const file = await exportTitles(db, ids, tipo, locale);
        const filename = `cesta.${file.extension}`;
        if (opcoesEmail) {
          await mailer.send({
            to: opcoesEmail.email.split(';'),
            subject: translate(locale, 'CestaExportadaAssunto'),
            ...(await mailBody(db, ids, tipo, locale)),
            attachments: [{ filename, content: file.body, contentType: file.contentType }],
          });
          return { message: translate(locale, 'CestaEnviada') };
        }
        if (dados === 'texto') return { tipo, total: ids.length, texto: asText(file) };
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${filename}"`)
            // Fastify sends strings and buffers as they are; the schema's string stands for both.
            .send(file.body as string)
        );
      },
    );
  };
}
