import type { z } from 'zod';
import type { alertsResponseSchema } from '@acervo/contract';

/** Bruno's alerts as the demo has them, newest first: two unread, one read. */
export const alertsFixture: z.input<typeof alertsResponseSchema> = {
  alertas: [
    {
      id: 3,
      tipo: 'reserva_liberada',
      titulo: 'Reserva disponível: Grande sertão: veredas',
      mensagem: 'Sua reserva está disponível para retirada na Biblioteca Central até 28/11/2026.',
      codAcervo: 205,
      data: '2026-11-25T08:30:00-03:00',
      lido: false,
    },
    {
      id: 2,
      tipo: 'aviso',
      titulo: 'Horário especial nas férias',
      mensagem: 'A biblioteca central abre das 8h às 17h durante as férias.',
      codAcervo: null,
      data: '2026-11-24T10:00:00-03:00',
      lido: true,
    },
    {
      id: 1,
      tipo: 'solicitacao',
      titulo: 'Solicitação atendida',
      mensagem: 'Sua solicitação de comutação bibliográfica foi atendida.',
      codAcervo: null,
      data: '2026-11-14T14:00:00-03:00',
      lido: false,
    },
  ],
  naoLidos: 2,
};
