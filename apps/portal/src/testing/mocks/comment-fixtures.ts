import type { ownCommentsResponseSchema, publicCommentsResponseSchema } from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';

/** Two approved comments, the second with the line breaks its author typed. */
export const titleCommentsFixture: z.input<typeof publicCommentsResponseSchema> = {
  comentarios: [
    {
      id: 11,
      autor: 'Carla',
      texto: 'Leitura obrigatória para entender o primeiro Machado.',
      data: '2026-10-02T14:30:00-03:00',
    },
    {
      id: 12,
      autor: 'Bruno',
      texto: 'Usei na disciplina de Literatura Brasileira I.\nA edição da Garnier tem um bom prefácio.',
      data: '2026-11-10T09:05:00-03:00',
    },
  ],
};

/** The patron's own: one published, one awaiting approval. */
export const ownCommentsFixture: z.input<typeof ownCommentsResponseSchema> = {
  comentarios: [
    {
      id: 21,
      cod_acervo: 1,
      texto: 'Um romance de estreia que já anuncia Dom Casmurro.',
      situacao: 'pendente',
      data: '2026-11-25T18:00:00-03:00',
    },
    {
      id: 11,
      cod_acervo: 1,
      texto: 'Leitura obrigatória para entender o primeiro Machado.',
      situacao: 'aprovado',
      data: '2026-10-02T14:30:00-03:00',
    },
  ],
};

export const commentHeldAnswer = {
  message: 'Comentário recebido. Ele será publicado após a aprovação da biblioteca.',
  comentario: {
    id: 22,
    cod_acervo: 1,
    texto: 'Novo comentário',
    situacao: 'pendente' as const,
    data: '2026-11-26T10:00:00-03:00',
  },
};

/** The comment calls as the server answers them for a title with comments. */
export const commentHandlers = [
  http.get('/api/comentarios/acervo/:id', () => HttpResponse.json(titleCommentsFixture)),
  http.get('/api/comentarios/usuario/acervo/:id', () => HttpResponse.json(ownCommentsFixture)),
  http.post('/api/comentarios/acervo/:id', () => HttpResponse.json(commentHeldAnswer, { status: 201 })),
  http.delete('/api/comentarios/usuario/:id', () => new HttpResponse(null, { status: 204 })),
];
