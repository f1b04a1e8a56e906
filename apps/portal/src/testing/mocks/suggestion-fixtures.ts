import {
  type campusListSchema,
  type libraryListSchema,
  suggestionStatuses,
  type suggestionsResponseSchema,
} from '@acervo/contract';
import type { z } from 'zod';

type Suggestions = z.input<typeof suggestionsResponseSchema>;

export const campusFixture: z.input<typeof campusListSchema> = {
  campus: [
    { cod_campus: 1, nome_campus: 'Campus Centro' },
    { cod_campus: 2, nome_campus: 'Campus Norte' },
  ],
};

const library = (cod_biblioteca: number, desc_biblioteca: string, cod_campus: number) => ({
  cod_biblioteca,
  desc_biblioteca,
  cod_campus,
  nome_campus: cod_campus === 1 ? 'Campus Centro' : 'Campus Norte',
  sigla: desc_biblioteca.slice(0, 3).toUpperCase(),
  email: null,
  telefone: null,
});

export const librariesFixture: z.input<typeof libraryListSchema> = {
  bibliotecas: [
    library(1, 'Biblioteca Central', 1),
    library(2, 'Biblioteca de Direito', 1),
    library(3, 'Biblioteca do Campus Norte', 2),
  ],
};

/** One suggestion in each of the fourteen statuses, a week apart back from `fixtureToday`. */
export const suggestionsFixture: Suggestions = {
  sugestoes: suggestionStatuses.map((situacao, index) => ({
    codigo: 100 + index,
    biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
    autor: index % 4 === 3 ? null : 'Conceição Evaristo',
    titulo: `Título sugerido ${index + 1}`,
    edicao: index % 2 === 0 ? `${(index % 3) + 1}. ed.` : null,
    editor: 'Editora Universitária',
    isbn_issn: null,
    periodico: false,
    outras_inf: null,
    situacao: { codigo: situacao, descricao: situacao },
    data: new Date(Date.UTC(2026, 10, 25 - index * 7, 12)).toISOString(),
  })),
};
