import {
  type RequestKind,
  requestStatuses,
  type requestsResponseSchema,
  type interLibraryDataResponseSchema,
} from '@acervo/contract';
import type { z } from 'zod';

type Requests = z.input<typeof requestsResponseSchema>;
type SentRequest = Requests['solicitacoes'][number];

const statusWords = {
  aguardando: 'Aguardando',
  em_andamento: 'Em andamento',
  atendida: 'Atendida',
  cancelada: 'Cancelada',
} as const;

/**
 * One request of a kind in each of the four statuses, nine days apart back from `fixtureToday`,
 * the attended one with the library's answer.
 */
export function requestsFixture(
  tipo: RequestKind,
  dados: Record<string, unknown>,
  subtipo: string | null = null,
): Requests {
  return {
    solicitacoes: requestStatuses.map((situacao, index): SentRequest => ({
      codigo: 300 + index,
      tipo,
      subtipo,
      biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
      dados,
      situacao: { codigo: situacao, descricao: statusWords[situacao] },
      resposta: situacao === 'atendida' ? 'Material enviado por e-mail.' : null,
      data: `2026-11-${String(20 - index * 5).padStart(2, '0')}T14:00:00.000Z`,
    })),
  };
}

/** A request just sent, as the server answers it. */
export const createdRequest = (
  tipo: RequestKind,
  dados: Record<string, unknown>,
  subtipo: string | null = null,
) => ({
  solicitacao: { ...requestsFixture(tipo, dados, subtipo).solicitacoes[0]!, codigo: 900 },
  message: 'Solicitação enviada.',
});

export const interLibraryDataFixture: z.input<typeof interLibraryDataResponseSchema> = {
  bibliotecas: [
    { codigo: 1, descricao: 'Biblioteca Central' },
    { codigo: 2, descricao: 'Biblioteca de Direito' },
  ],
  email: 'bruno.lima@uniacervo.example',
  telefone: '(61) 3000-1234',
  solicitacoesAbertas: 2,
};
