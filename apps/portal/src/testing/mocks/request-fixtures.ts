import type { loanRequestsResponseSchema, storageRequestsResponseSchema } from '@acervo/contract';
import type { z } from 'zod';

type LoanRequests = z.input<typeof loanRequestsResponseSchema>;
type LoanRequestFixture = LoanRequests['solicitacoes'][number];
type StorageRequests = z.input<typeof storageRequestsResponseSchema>;

const central = { codigo: 1, descricao: 'Biblioteca Central' };
const law = { codigo: 2, descricao: 'Biblioteca de Direito' };
const health = { codigo: 3, descricao: 'Biblioteca da Saúde' };

const request = {
  volume: null,
  tomo: null,
  parte: null,
  material_adicional: null,
  telefone: '(61) 99876-5432',
  email: 'igor.batista@uniacervo.example',
  domicilio: false,
  bibliotecaRecebimento: central,
} satisfies Partial<LoanRequestFixture>;

/** Igor's loan requests of the last year (dated from `fixtureToday`), one in each status. */
export const loanRequestsFixture: LoanRequests = {
  solicitacoes: [
    {
      ...request,
      codigo: 15,
      codAcervo: 318,
      titulo: 'Curso de direito constitucional',
      bibliotecaOrigem: law,
      volume: '2',
      situacao: { codigo: 'aguardando', descricao: 'Aguardando' },
      data: '2026-11-24T15:00:00-03:00',
    },
    {
      ...request,
      codigo: 14,
      codAcervo: 412,
      titulo: 'Anatomia humana: sistêmica e segmentar',
      bibliotecaOrigem: health,
      situacao: { codigo: 'em_transito', descricao: 'Em trânsito' },
      data: '2026-11-18T15:00:00-03:00',
    },
    {
      ...request,
      codigo: 13,
      codAcervo: 205,
      titulo: 'Grande sertão: veredas',
      bibliotecaOrigem: law,
      situacao: { codigo: 'disponivel', descricao: 'Disponível para retirada' },
      data: '2026-11-12T15:00:00-03:00',
    },
    {
      ...request,
      codigo: 12,
      codAcervo: 101,
      titulo: 'Dom Casmurro',
      bibliotecaOrigem: central,
      domicilio: true,
      situacao: { codigo: 'finalizada', descricao: 'Finalizada' },
      data: '2026-11-06T15:00:00-03:00',
    },
    {
      ...request,
      codigo: 11,
      codAcervo: 150,
      titulo: 'Vidas secas',
      bibliotecaOrigem: health,
      situacao: { codigo: 'cancelada', descricao: 'Não finalizada (cancelada)' },
      data: '2026-10-31T15:00:00-03:00',
    },
  ],
};

const item = { volume: null, tomo: null, parte: null, armazem: 'Armazém do subsolo' };

/** Igor's closed-storage requests: one copy still to fetch, one at the desk, two ended. */
export const storageRequestsFixture: StorageRequests = {
  solicitacoes: [
    {
      codigo: 9,
      biblioteca: law,
      data: '2026-11-26T10:00:00-03:00',
      itens: [
        {
          ...item,
          armazem: 'Arquivo de obras raras',
          codExemplar: 901,
          tombo: '1958-0042',
          codAcervo: 77,
          titulo: 'Código civil brasileiro anotado',
          volume: '3',
          posicao: 'Estante 4, prateleira B',
          situacao: { codigo: 'aguardando', descricao: 'Aguardando busca no armazém' },
          previsao: '2026-11-27T10:00:00-03:00',
        },
      ],
    },
    {
      codigo: 8,
      biblioteca: central,
      data: '2026-11-25T10:00:00-03:00',
      itens: [
        {
          ...item,
          codExemplar: 801,
          tombo: '1949-0107',
          codAcervo: 64,
          titulo: 'Casa-grande & senzala',
          posicao: 'Estante 2, prateleira A',
          situacao: { codigo: 'disponivel', descricao: 'Disponível no balcão' },
          previsao: '2026-11-25T14:00:00-03:00',
        },
      ],
    },
    {
      codigo: 7,
      biblioteca: central,
      data: '2026-11-17T10:00:00-03:00',
      itens: [
        {
          ...item,
          codExemplar: 701,
          tombo: '1936-0011',
          codAcervo: 52,
          titulo: 'Raízes do Brasil',
          posicao: 'Estante 1, prateleira C',
          situacao: { codigo: 'finalizada', descricao: 'Finalizada' },
          previsao: '2026-11-17T14:00:00-03:00',
        },
        {
          ...item,
          codExemplar: 702,
          tombo: '1942-0020',
          codAcervo: 53,
          titulo: 'Formação do Brasil contemporâneo',
          posicao: 'Estante 1, prateleira D',
          situacao: { codigo: 'cancelada', descricao: 'Cancelada' },
          previsao: '2026-11-17T14:00:00-03:00',
        },
      ],
    },
  ],
};
