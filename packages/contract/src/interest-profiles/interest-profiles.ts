import { z } from 'zod';
import { dateParamSchema } from '../loans/period.ts';

export const dsiTypes = ['area', 'autor', 'assunto'] as const;
const ids = z.array(z.coerce.number().int().positive()).max(50).optional().default([]);
const validity = dateParamSchema;
const libraryOption = z.object({ codigo: z.number().int(), descricao: z.string() });

export const interestAuxiliaryResponseSchema = z.object({
  tiposDSI: z.array(z.object({ codigo: z.enum(dsiTypes), descricao: z.string() })),
  tiposObra: z.array(libraryOption),
  idiomas: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
  bibliotecas: z.array(libraryOption),
  /** Validity offered by default: one year from today. */
  validadePadrao: z.iso.date(),
});

/** Terms shorter than 3 characters never match (spec §5), so they cannot be saved. */
const term = z.string().trim().min(3, 'TermoMuitoCurto').max(200);
export const termItemsBodySchema = z.object({
  tipoDSI: z.enum(dsiTypes),
  validade: validity,
  itens: z.array(term).min(1).max(50),
});
export const termItemSchema = z.object({
  codigo: z.number().int(),
  tipoDSI: z.enum(dsiTypes),
  termo: z.string(),
  validade: z.iso.date(),
  ativo: z.boolean(),
});
export const termItemsResponseSchema = z.object({
  itens: z.array(termItemSchema),
  message: z.string().optional(),
});
export const termDeleteQuerySchema = z.object({
  codigo: z.coerce.number().int().positive(),
  tipoDSI: z.enum(dsiTypes).optional(),
  codTipoArea: z.coerce.number().int().optional(),
});
export const validityBodySchema = z.object({
  codigo: z.coerce.number().int().positive(),
  validade: validity,
});
export const termSearchQuerySchema = z.object({
  tipoPesquisa: z.enum(dsiTypes),
  termoPesquisa: z.string().trim().min(3, 'TermoMuitoCurto').max(200),
});
export const termSearchResponseSchema = z.object({
  termos: z.array(z.object({ termo: z.string(), titulos: z.number().int() })),
});

/** Periodicals: which parts to be told about; at least one (spec §5, "journal type"). */
const journalFlags = {
  fasciculo: z.boolean().optional().default(false),
  artigo: z.boolean().optional().default(false),
  sumario: z.boolean().optional().default(false),
};
const atLeastOneJournalType = (body: { fasciculo: boolean; artigo: boolean; sumario: boolean }) =>
  body.fasciculo || body.artigo || body.sumario;
export const periodicalsBodySchema = z
  .object({
    validade: validity,
    itens: z.array(z.coerce.number().int().positive()).min(1).max(50),
    bibliotecas: ids,
    ...journalFlags,
  })
  .refine(atLeastOneJournalType, { message: 'SelecioneTipoPeriodico', path: ['fasciculo'] });
export const periodicalUpdateBodySchema = z
  .object({
    codigo: z.coerce.number().int().positive(),
    validade: validity,
    bibliotecas: ids,
    ...journalFlags,
  })
  .refine(atLeastOneJournalType, { message: 'SelecioneTipoPeriodico', path: ['fasciculo'] });
export const periodicalItemSchema = z.object({
  codigo: z.number().int(),
  codAcervo: z.number().int(),
  titulo: z.string(),
  validade: z.iso.date(),
  ativo: z.boolean(),
  fasciculo: z.boolean(),
  artigo: z.boolean(),
  sumario: z.boolean(),
  bibliotecas: z.array(z.number().int()),
});
export const periodicalsResponseSchema = z.object({
  itens: z.array(periodicalItemSchema),
  message: z.string().optional(),
});
export const codeQuerySchema = z.object({ codigo: z.coerce.number().int().positive() });
export const periodicalSearchQuerySchema = z.object({
  termoPesquisa: z.string().trim().min(3, 'TermoMuitoCurto').max(200),
  bibliotecas: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map(Number).filter(Number.isInteger) : [])),
});
export const periodicalSearchResponseSchema = z.object({
  periodicos: z.array(
    z.object({ codAcervo: z.number().int(), titulo: z.string(), issn: z.array(z.string()) }),
  ),
});

export const workTypeBodySchema = z.object({
  codTipoObra: z.coerce.number().int().positive(),
  validade: validity,
  bibliotecas: ids,
  idiomas: z
    .array(z.string().regex(/^[a-z]{3}$/, 'OpcaoInvalida'))
    .max(20)
    .optional()
    .default([]),
});
export const workTypeUpdateBodySchema = workTypeBodySchema.omit({ codTipoObra: true }).extend({
  codigo: z.coerce.number().int().positive(),
});
export const workTypeItemSchema = z.object({
  codigo: z.number().int(),
  codTipoObra: z.number().int(),
  descricao: z.string(),
  validade: z.iso.date(),
  ativo: z.boolean(),
  bibliotecas: z.array(z.number().int()),
  idiomas: z.array(z.string()),
});
export const workTypesResponseSchema = z.object({
  itens: z.array(workTypeItemSchema),
  message: z.string().optional(),
});

export const profileTitlesResponseSchema = z.object({
  titulos: z.array(
    z.object({
      codAcervo: z.number().int(),
      titulo: z.string(),
      autor: z.string().nullable(),
      ano: z.number().int().nullable(),
      motivo: z.string(),
      incluidoEm: z.iso.datetime({ offset: true }),
    }),
  ),
});
