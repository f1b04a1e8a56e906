import type { z } from 'zod';
import type {
  loanHistoryResponseSchema,
  pendingTitlesResponseSchema,
  renewalResponseSchema,
} from '@acervo/contract';

/** The day the circulation fixtures are dated from (stories fix "today" to it). */
export const fixtureToday = '2026-11-26';

/** Ana's open loans as `titulos-pendentes?showDetails=1` answers: overdue, due today, at its limit. */
export const pendingTitlesFixture: z.input<typeof pendingTitlesResponseSchema> = {
  titulos: [
    {
      codEmprestimo: 11,
      codAcervo: 101,
      descricao: 'Algoritmos: teoria e prática',
      dataDevolucaoPrevista: '21/11/2026',
      qtdeRenovacoes: '0',
      reservado: 0,
      codExemplar: '501',
      codBibliotecaExemplar: '3',
      detalhes: {
        tombo: 'C-0042',
        biblioteca: 'Biblioteca de Computação',
        dataEmprestimo: '2026-11-07',
        dataDevolucaoPrevistaIso: '2026-11-21',
        limiteRenovacoes: 3,
        diasAtraso: 5,
        multaPrevista: 5,
        impedimento: {
          codigo: 'ATRASADO',
          mensagem: 'Empréstimo em atraso desde 21/11/2026: devolva o exemplar na biblioteca.',
        },
      },
    },
    {
      codEmprestimo: 12,
      codAcervo: 102,
      descricao: 'Ressurreição',
      dataDevolucaoPrevista: '26/11/2026',
      qtdeRenovacoes: '0',
      reservado: 0,
      codExemplar: '502',
      codBibliotecaExemplar: '1',
      detalhes: {
        tombo: 'B-1001',
        biblioteca: 'Biblioteca Central',
        dataEmprestimo: '2026-11-12',
        dataDevolucaoPrevistaIso: '2026-11-26',
        limiteRenovacoes: 3,
        diasAtraso: 0,
        multaPrevista: 0,
        impedimento: null,
      },
    },
    {
      codEmprestimo: 13,
      codAcervo: 103,
      descricao: 'Atlas de anatomia humana',
      dataDevolucaoPrevista: '30/11/2026',
      qtdeRenovacoes: '3',
      reservado: 1,
      codExemplar: '503',
      codBibliotecaExemplar: '4',
      detalhes: {
        tombo: 'S-0007',
        biblioteca: 'Biblioteca de Ciências da Saúde',
        dataEmprestimo: '2026-10-05',
        dataDevolucaoPrevistaIso: '2026-11-30',
        limiteRenovacoes: 3,
        diasAtraso: 0,
        multaPrevista: 0,
        impedimento: { codigo: 'LIMITE_RENOVACOES', mensagem: 'Limite de 3 renovações atingido.' },
      },
    },
  ],
};

/** What renew-all answers for those loans: one renewed, one overdue, one at its limit. */
export const renewAllFixture: z.input<typeof renewalResponseSchema> = {
  renovacoes: [
    {
      codExemplar: '501',
      codBibliotecaExemplar: '3',
      descricao: 'Algoritmos: teoria e prática',
      sucesso: false,
      dataDevolucaoPrevista: null,
      qtdeRenovacoes: null,
      motivo: {
        codigo: 'ATRASADO',
        mensagem: 'Empréstimo em atraso desde 21/11/2026: devolva o exemplar na biblioteca.',
      },
    },
    {
      codExemplar: '502',
      codBibliotecaExemplar: '1',
      descricao: 'Ressurreição',
      sucesso: true,
      dataDevolucaoPrevista: '10/12/2026',
      qtdeRenovacoes: '1',
      motivo: null,
    },
    {
      codExemplar: '503',
      codBibliotecaExemplar: '4',
      descricao: 'Atlas de anatomia humana',
      sucesso: false,
      dataDevolucaoPrevista: null,
      qtdeRenovacoes: null,
      motivo: { codigo: 'LIMITE_RENOVACOES', mensagem: 'Limite de 3 renovações atingido.' },
    },
  ],
  renovados: 1,
  recusados: 2,
  message: '1 renovado(s), 2 não renovado(s).',
};

/** A year of loans: one returned late with a fine, one returned on time, one still open. */
export const loanHistoryFixture: z.input<typeof loanHistoryResponseSchema> = {
  historico: [
    {
      codEmprestimo: 12,
      codAcervo: 102,
      descricao: 'Ressurreição',
      tombo: 'B-1001',
      biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
      dataEmprestimo: '2026-11-12',
      dataDevolucaoPrevista: '2026-11-26',
      dataDevolucao: null,
      qtdeRenovacoes: 0,
      multas: [],
    },
    {
      codEmprestimo: 7,
      codAcervo: 104,
      descricao: 'Memórias póstumas de Brás Cubas',
      tombo: 'B-0420',
      biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
      dataEmprestimo: '2026-08-03',
      dataDevolucaoPrevista: '2026-08-17',
      dataDevolucao: '2026-08-21',
      qtdeRenovacoes: 1,
      multas: [
        {
          codigo: 31,
          valor: 4,
          desconto: 0,
          valorPago: 4,
          valorDevido: 0,
          dataGeracao: '2026-08-21',
          dataPagamento: '2026-08-25',
          motivo: 'Devolução com 4 dias de atraso',
          biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
          codEmprestimo: 7,
        },
      ],
    },
    {
      codEmprestimo: 5,
      codAcervo: 105,
      descricao: 'Vidas secas',
      tombo: 'L-0133',
      biblioteca: { codigo: 2, descricao: 'Biblioteca de Letras e Artes' },
      dataEmprestimo: '2026-05-10',
      dataDevolucaoPrevista: '2026-05-24',
      dataDevolucao: '2026-05-20',
      qtdeRenovacoes: 0,
      multas: [],
    },
  ],
};
