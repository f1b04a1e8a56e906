import { z } from 'zod';
import { moneySchema, optionalPeriodSchema } from '../loans/period.ts';

const libraryParam = z.object({ biblioteca: z.coerce.number().int().positive().optional() });
const counted = z.object({ codigo: z.number().int(), descricao: z.string(), total: z.number().int() });

/**
 * `GET /api/acervo/{id}/totais` (spec §7: dataIni, dataFim, biblioteca): a title's collection in
 * numbers. Loans and holds count those made in the period (open-ended without dates); copies are
 * counted as they are now.
 */
export const titleTotalsQuerySchema = optionalPeriodSchema.and(libraryParam);
const titleTotalsFields = {
  exemplares: z.number().int(),
  /** Copies on the shelf now. */
  disponiveis: z.number().int(),
  emprestimos: z.number().int(),
  reservas: z.number().int(),
};
export const titleTotalsResponseSchema = z.object({
  ...titleTotalsFields,
  /** The same per library holding copies, by name. */
  bibliotecas: z.array(z.object({ codigo: z.number().int(), descricao: z.string(), ...titleTotalsFields })),
});
export type TitleTotals = z.infer<typeof titleTotalsResponseSchema>;

/** `GET /api/emprestimo/estatisticas`: the patron's own loans in numbers (My area, Statistics). */
export const loanStatisticsQuerySchema = optionalPeriodSchema.and(libraryParam);
export const loanStatisticsResponseSchema = z.object({
  /** Loans borrowed in the period. */
  emprestimos: z.number().int(),
  /** Of those, still open. */
  emAberto: z.number().int(),
  /** Of those, returned after their due date. */
  devolvidosComAtraso: z.number().int(),
  /** Renewals made in the period. */
  renovacoes: z.number().int(),
  /** Holds placed in the period. */
  reservas: z.number().int(),
  /** Fines raised in the period: their amount, and what was paid or discounted of it. */
  multas: z.object({ quantidade: z.number().int(), valor: moneySchema, quitado: moneySchema }),
  porAno: z.array(z.object({ ano: z.number().int(), total: z.number().int() })),
  porBiblioteca: z.array(counted),
  porTipoObra: z.array(counted),
});
export type LoanStatistics = z.infer<typeof loanStatisticsResponseSchema>;
