import { z } from 'zod';
import { optionalPeriodSchema } from '../loans/period.ts';
import { emailListSchema } from '../validation/email.ts';

const titleIds = z.array(z.coerce.number().int().positive()).min(1).max(500);

/** `POST /api/acervo/cesta-permanente`: one title id or several. */
export const basketAddBodySchema = z.object({
  acervos: z.union([
    titleIds,
    z.coerce
      .number()
      .int()
      .positive()
      .transform((id) => [id]),
  ]),
});
/** `PUT /api/acervo/cesta-permanente`: remove a title (status "removed") or put it back. */
export const basketUpdateBodySchema = z.object({
  acervo: z.coerce.number().int().positive(),
  removido: z.boolean().optional().default(true),
});
export const basketItemSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano: z.number().int().nullable(),
  tipoObra: z.string(),
  situacao: z.enum(['no_acervo', 'removido']),
  incluidoEm: z.iso.datetime({ offset: true }),
  removidoEm: z.iso.datetime({ offset: true }).nullable(),
  /** Copies available for loan right now. */
  disponiveis: z.number().int(),
});
export const basketResponseSchema = z.object({
  itens: z.array(basketItemSchema),
  message: z.string().optional(),
});
export const basketListQuerySchema = z.object({
  situacao: z.enum(['no_acervo', 'removido', 'todos']).optional().default('no_acervo'),
});
/**
 * `GET /api/acervo/cesta-permanente/colecao`: `tipoBusca` I = titles put in the basket in the
 * period, A = basket titles that received new copies in the period. Default: the last month.
 * `situacao` as in the plain list: still in the basket (the default), removed, or both.
 */
export const basketCollectionQuerySchema = optionalPeriodSchema.and(
  z.object({
    tipoBusca: z.enum(['I', 'A']).optional().default('I'),
    situacao: z.enum(['no_acervo', 'removido', 'todos']).optional().default('no_acervo'),
  }),
);
export const basketCollectionResponseSchema = z.object({
  dataIni: z.iso.date(),
  dataFim: z.iso.date(),
  itens: z.array(basketItemSchema),
});

export const basketExportFormats = ['abnt', 'apa', 'ris', 'bibtex', 'iso2709', 'marcxml'] as const;
/**
 * `POST /api/acervo/exportar-cesta`: the titles (default: the patron's basket) as references, RIS,
 * BibTeX or MARC. `dados`: `texto` answers the export as JSON text for the clipboard (every format
 * but the binary ISO 2709), `arquivo` (default) as a file download. With `opcoesEmail` the export is
 * mailed instead: references in the message body, and the export attached (ADR 057).
 */
export const basketExportBodySchema = z.object({
  tipo: z.enum(basketExportFormats),
  dados: z.enum(['arquivo', 'texto']).optional().default('arquivo'),
  acervos: titleIds.optional(),
  opcoesEmail: z.object({ email: emailListSchema }).optional(),
});
/** The clipboard answer (`dados: 'texto'`): the export's text and how many titles it holds. */
export const basketExportTextSchema = z.object({
  tipo: z.enum(basketExportFormats),
  total: z.number().int(),
  texto: z.string(),
});
/** The e-mail answer. */
export const basketExportSentSchema = z.object({ message: z.string() });
