import type { z } from 'zod';
import type { basketCollectionResponseSchema } from '@acervo/contract';

/** Ana's permanent basket as the demo seeds it: four titles of the last month, the oldest removed yesterday. */
export const permanentBasketFixture: z.input<typeof basketCollectionResponseSchema> = {
  dataIni: '2026-10-26',
  dataFim: '2026-11-26',
  itens: [
    {
      cod_acervo: 101,
      titulo: 'Dom Casmurro',
      autor: 'Machado de Assis',
      ano: 1899,
      tipoObra: 'Livro',
      situacao: 'no_acervo',
      incluidoEm: '2026-11-26T19:00:00.000Z',
      removidoEm: null,
      disponiveis: 2,
    },
    {
      cod_acervo: 102,
      titulo: 'Vidas secas',
      autor: 'Graciliano Ramos',
      ano: 1938,
      tipoObra: 'Livro',
      situacao: 'no_acervo',
      incluidoEm: '2026-11-17T19:00:00.000Z',
      removidoEm: null,
      disponiveis: 0,
    },
    {
      cod_acervo: 103,
      titulo: 'Memórias póstumas de Brás Cubas',
      autor: 'Machado de Assis',
      ano: 1881,
      tipoObra: 'Livro',
      situacao: 'no_acervo',
      incluidoEm: '2026-11-08T19:00:00.000Z',
      removidoEm: null,
      disponiveis: 1,
    },
    {
      cod_acervo: 104,
      titulo: 'O cortiço',
      autor: 'Aluísio Azevedo',
      ano: 1890,
      tipoObra: 'Livro',
      situacao: 'removido',
      incluidoEm: '2026-10-30T19:00:00.000Z',
      removidoEm: '2026-11-25T17:00:00.000Z',
      disponiveis: 3,
    },
  ],
};
