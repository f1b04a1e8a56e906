import {
  apiErrorSchema,
  basketExportBodySchema,
  basketExportSentSchema,
  basketExportTextSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../i18n/locale.ts';
import { optionalPatronOf } from '../auth/auth-plugin.ts';
import type { BasketService } from './basket-service.ts';

/**
 * `POST /api/acervo/exportar-cesta`: the basket (or the titles given) through the catalogue's
 * exports (references, RIS, BibTeX, ISO 2709, MARCXML): as text for the clipboard, as a file, or
 * sent by e-mail (ADR 057).
 */
export function basketExportRoutes(basket: BasketService): FastifyPluginAsyncZod {
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
        const answer = await basket.exportBasket(
          optionalPatronOf(request)?.codPessoa ?? null,
          request.body,
          requestLocale(request),
        );
        if (answer.kind === 'sent') return { message: answer.message };
        if (answer.kind === 'text') return { tipo: answer.tipo, total: answer.total, texto: answer.texto };
        return (
          reply
            .header('content-type', answer.file.contentType)
            .header('content-disposition', `attachment; filename="${answer.filename}"`)
            // Fastify sends strings and buffers as they are; the schema's string stands for both.
            .send(answer.file.body as string)
        );
      },
    );
  };
}
