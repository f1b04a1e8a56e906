import type { holdsResponseSchema } from '@acervo/contract';
import type { z } from 'zod';

type Holds = z.input<typeof holdsResponseSchema>;
type HoldFixture = Holds['reservas'][number];

const central = { codigo: 1, descricao: 'Biblioteca Central' };
const law = { codigo: 2, descricao: 'Biblioteca de Direito' };

const base = {
  volume: null,
  tomo: null,
  parte: null,
  material_adicional: null,
  posicao: null,
  previsao: null,
  prazoRetirada: null,
  tombo: null,
  dataEncerramento: null,
  motivoCancelamento: null,
} satisfies Partial<HoldFixture>;

/** Ana's holds in progress (dated from `fixtureToday`): second in a queue, and one ready for pickup. */
export const holdsFixture: Holds = {
  reservas: [
    {
      ...base,
      codigo: 41,
      codAcervo: 205,
      titulo: 'Grande sertão: veredas',
      biblioteca: central,
      dataReserva: '2026-11-20T11:00:00-03:00',
      situacao: 'fila',
      posicao: 2,
      previsao: '2026-12-10',
    },
    {
      ...base,
      codigo: 42,
      codAcervo: 318,
      titulo: 'Curso de direito constitucional',
      biblioteca: law,
      volume: '2',
      dataReserva: '2026-11-18T15:00:00-03:00',
      situacao: 'liberada',
      prazoRetirada: '2026-11-28',
      tombo: '318-2',
    },
  ],
};

/** The same patron's holds of the last year, one of each ending. */
export const holdHistoryFixture: Holds = {
  reservas: [
    ...holdsFixture.reservas,
    {
      ...base,
      codigo: 30,
      codAcervo: 101,
      titulo: 'Dom Casmurro',
      biblioteca: central,
      dataReserva: '2026-08-02T10:00:00-03:00',
      situacao: 'atendida',
      dataEncerramento: '2026-08-12T09:30:00-03:00',
    },
    {
      ...base,
      codigo: 31,
      codAcervo: 150,
      titulo: 'A hora da estrela',
      biblioteca: central,
      dataReserva: '2026-06-10T10:00:00-03:00',
      situacao: 'cancelada',
      dataEncerramento: '2026-06-11T08:00:00-03:00',
      motivoCancelamento: 'Cancelada pelo leitor.',
    },
    {
      ...base,
      codigo: 32,
      codAcervo: 162,
      titulo: 'Vidas secas',
      biblioteca: law,
      dataReserva: '2026-03-01T10:00:00-03:00',
      situacao: 'expirada',
      dataEncerramento: '2026-03-12T23:59:00-03:00',
      motivoCancelamento: 'Prazo de retirada encerrado.',
    },
  ],
};
