import type { z } from 'zod';
import type { finesResponseSchema, gruResponseSchema, pendingDebtsResponseSchema } from '@acervo/contract';

const central = { codigo: 1, descricao: 'Biblioteca Central' };
const computing = { codigo: 3, descricao: 'Biblioteca de Computação' };

/** Carla's open fine as the demo has it: R$ 12,00 less 3,00 discount less 5,00 paid. */
const discounted = {
  codigo: 71,
  valor: 12,
  desconto: 3,
  valorPago: 5,
  valorDevido: 4,
  dataGeracao: '2026-11-07',
  dataPagamento: null,
  motivo: 'Atraso na devolução (12 dias)',
  biblioteca: central,
  codEmprestimo: null,
};

/** A second open fine at another library, so the slips are one per library. */
const overdue = {
  codigo: 72,
  valor: 2.5,
  desconto: 0,
  valorPago: 0,
  valorDevido: 2.5,
  dataGeracao: '2026-11-20',
  dataPagamento: null,
  motivo: 'Atraso na devolução (5 dias)',
  biblioteca: computing,
  codEmprestimo: 11,
};

const paid = {
  codigo: 70,
  valor: 4,
  desconto: 0,
  valorPago: 4,
  valorDevido: 0,
  dataGeracao: '2026-07-29',
  dataPagamento: '2026-07-31',
  motivo: 'Atraso na devolução (4 dias)',
  biblioteca: central,
  codEmprestimo: null,
};

export const pendingDebtsFixture: z.input<typeof pendingDebtsResponseSchema> = {
  debitos: [overdue, discounted],
  total: 6.5,
};

export const finesFixture: z.input<typeof finesResponseSchema> = { multas: [overdue, discounted, paid] };

export const gruFixture: z.input<typeof gruResponseSchema> = {
  numeroReferencia: '0000004212345678942',
  valor: 4,
  vencimento: '2026-12-01',
  biblioteca: central,
  message: 'GRU gerada. Pague até o vencimento em qualquer agência do Banco do Brasil.',
};
