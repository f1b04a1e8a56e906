import { z } from 'zod';
import { moneySchema, optionalPeriodSchema } from './period.ts';

/**
 * A copy's or library's code on the wire: a JSON string of digits. Renewal clients written in C
 * read these through cJSON's `valuestring`, which is NULL for a JSON number, and post it back.
 */
export const wireCodeSchema = z.string().regex(/^\d+$/);
export const toWireCode = (code: number) => String(code);

/**
 * A code a client sends back: a JSON number or a string of digits (both kinds of client exist);
 * the item schema turns it into a number.
 */
const codeInputSchema = z
  .union([
    z.int().min(1).max(2147483647),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
  ])
  .refine((code) => Number(code) >= 1 && Number(code) <= 2147483647);

/**
 * 0 or 1 as a JSON number: C clients read it through cJSON's `valueint`, which is only set for
 * numbers (a boolean reads as 0 there, so a reserved loan would look renewable).
 */
export const wireFlagSchema = z.literal([0, 1]);
export const toWireFlag = (flag: boolean): 0 | 1 => (flag ? 1 : 0);

/** One open loan in the shape real Pergamum clients read (`GET /api/emprestimo/titulos-pendentes`). */
export const pendingTitleSchema = z.object({
  codEmprestimo: z.number().int(),
  codAcervo: z.number().int(),
  descricao: z.string(),
  /** "DD/MM/YYYY". */
  dataDevolucaoPrevista: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  /** Digits, as a string (wire compatibility). */
  qtdeRenovacoes: z.string().regex(/^\d+$/),
  /** 1 when another patron holds the title (the loan cannot be renewed), else 0. */
  reservado: wireFlagSchema,
  /** Digits, as a string: what a renewal posts back. */
  codExemplar: wireCodeSchema,
  codBibliotecaExemplar: wireCodeSchema,
  /** With `showDetails`: what the My-area table shows. */
  detalhes: z
    .object({
      tombo: z.string(),
      biblioteca: z.string(),
      dataEmprestimo: z.iso.date(),
      dataDevolucaoPrevistaIso: z.iso.date(),
      limiteRenovacoes: z.number().int(),
      diasAtraso: z.number().int(),
      multaPrevista: moneySchema,
      /** Why it cannot be renewed now, when it cannot. */
      impedimento: z.object({ codigo: z.string(), mensagem: z.string() }).nullable(),
    })
    .optional(),
});
export const pendingTitlesQuerySchema = z.object({
  showDetails: z
    .enum(['true', 'false', '1', '0', 'S', 'N'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'S'),
});
export const pendingTitlesResponseSchema = z.object({ titulos: z.array(pendingTitleSchema) });

/** Why a renewal was refused, per item. */
export const renewalRefusalCodes = [
  'NAO_ENCONTRADO',
  'RESERVADO',
  'ATRASADO',
  'LIMITE_RENOVACOES',
  'AFASTAMENTO',
  'DEBITO',
  'LOGIN_BLOQUEADO',
  'PRAZO_NAO_AMPLIADO',
] as const;
export type RenewalRefusalCode = (typeof renewalRefusalCodes)[number];

const renewalItemSchema = z
  .object({
    codExamplar: codeInputSchema.optional(),
    codExemplar: codeInputSchema.optional(),
    codBibliotecaExemplar: codeInputSchema,
  })
  .refine((item) => item.codExemplar !== undefined || item.codExamplar !== undefined, {
    message: 'CampoObrigatorio',
    path: ['codExemplar'],
    // Also when the library code is wrong too, so `[{}]` hears about both fields at once.
    when: ({ value }) =>
      typeof value === 'object' && value !== null && !('codExemplar' in value) && !('codExamplar' in value),
  })
  .transform((item) => ({
    codExemplar: Number(item.codExemplar ?? item.codExamplar),
    codBibliotecaExemplar: Number(item.codBibliotecaExemplar),
  }));

/**
 * `POST /api/emprestimo/renovacao`: an array of copies (the `codExamplar` spelling of real
 * clients is accepted); with `?todos=true` every open loan and no body is needed.
 */
export const renewalBodySchema = z.array(renewalItemSchema).max(200).nullish();
export const renewalQuerySchema = z.object({
  todos: z
    .enum(['true', 'false', '1', '0', 'S', 'N'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'S'),
});

export const renewalResultSchema = z.object({
  /** As in the loan list, so a client matches answers to loans by the same strings. */
  codExemplar: wireCodeSchema,
  codBibliotecaExemplar: wireCodeSchema,
  descricao: z.string().nullable(),
  sucesso: z.boolean(),
  dataDevolucaoPrevista: z.string().nullable(),
  qtdeRenovacoes: z.string().nullable(),
  motivo: z.object({ codigo: z.enum(renewalRefusalCodes), mensagem: z.string() }).nullable(),
});
export const renewalResponseSchema = z.object({
  renovacoes: z.array(renewalResultSchema),
  renovados: z.number().int(),
  recusados: z.number().int(),
  message: z.string(),
});

const fineSchema = z.object({
  codigo: z.number().int(),
  valor: moneySchema,
  desconto: moneySchema,
  valorPago: moneySchema,
  /** What is still owed: amount − discount − paid, never below zero. */
  valorDevido: moneySchema,
  dataGeracao: z.iso.date(),
  dataPagamento: z.iso.date().nullable(),
  motivo: z.string(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }),
  codEmprestimo: z.number().int().nullable(),
});
export type Fine = z.infer<typeof fineSchema>;

export const loanHistoryQuerySchema = optionalPeriodSchema.and(
  z.object({
    multa: z
      .enum(['true', 'false', '1', '0', 'S', 'N'])
      .optional()
      .transform((value) => value === 'true' || value === '1' || value === 'S'),
  }),
);
export const loanHistoryResponseSchema = z.object({
  historico: z.array(
    z.object({
      codEmprestimo: z.number().int(),
      codAcervo: z.number().int(),
      descricao: z.string(),
      tombo: z.string(),
      biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }),
      dataEmprestimo: z.iso.date(),
      dataDevolucaoPrevista: z.iso.date(),
      dataDevolucao: z.iso.date().nullable(),
      qtdeRenovacoes: z.number().int(),
      multas: z.array(fineSchema),
    }),
  ),
});

export const pendingDebtsResponseSchema = z.object({
  debitos: z.array(fineSchema),
  total: moneySchema,
});
export const finesResponseSchema = z.object({ multas: z.array(fineSchema) });

/** `GET/POST /api/emprestimo/token`: the short code a patron shows at the desk. */
export const loanTokenResponseSchema = z.object({
  token: z.string().regex(/^\d{6}$/),
  /** ISO date-time until which it is valid. */
  validade: z.iso.datetime({ offset: true }),
  /** The same as "DD/MM/YYYY HH:mm" in the institution's time. */
  validadeFormatada: z.string(),
});
