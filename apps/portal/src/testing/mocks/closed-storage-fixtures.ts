import type { storageDataSchema } from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { z } from 'zod';

/** The stories' own data for the closed storage (the title's tab and the basket's section). */

type StoredCopyFixture = z.input<typeof storageDataSchema>['exemplares'][number];

/** A library with a storage room, and how many hours its desk takes to bring a copy. */
export type StorageLibraryFixture = { codigo: number; name: string; room: string; hours: number };

/** The libraries with storage rooms in the stories (the title's tab names the second in full). */
export const central: StorageLibraryFixture = {
  codigo: 1,
  name: 'Biblioteca Central',
  room: 'Depósito do subsolo',
  hours: 24,
};
export const letras: StorageLibraryFixture = {
  codigo: 2,
  name: 'Biblioteca de Letras',
  room: 'Sala de obras raras',
  hours: 48,
};

/** A copy kept in the library's room: on its shelf, asked for by nobody, unless told. */
export const storedCopy = (
  cod_exemplar: number,
  tombo: string,
  library: StorageLibraryFixture,
  extra: {
    volume?: string;
    situacao?: string;
    desc_situacao?: string;
    posicao?: string;
    solicitado?: boolean;
  } = {},
) =>
  ({
    cod_exemplar,
    tombo,
    cod_biblioteca: library.codigo,
    desc_biblioteca: library.name,
    volume: extra.volume ?? null,
    tomo: null,
    parte: null,
    situacao: extra.situacao ?? 'disponivel',
    desc_situacao: extra.desc_situacao ?? 'Disponível',
    cod_armazem: library.codigo * 10,
    desc_armazem: library.room,
    posicao: extra.posicao ?? 'Caixa 1',
    prazo_horas: library.hours,
    solicitado: extra.solicitado ?? false,
  }) satisfies StoredCopyFixture;

/** The server's state for a copy it has just been asked for. */
export const awaitingFetch = { codigo: 'aguardando', descricao: 'Aguardando busca no armazém' };

/** `/gravar-armazem` refusing the copy at this position of the request (all or none). */
export const refusedCopyHandler = (position: number) =>
  http.post('/api/gravar-armazem', () =>
    HttpResponse.json(
      {
        message: 'Dados inválidos.',
        code: 'VALIDACAO',
        fields: {
          [`cesta.${position}.cod_exemplar`]:
            'Este exemplar já foi pedido por outro usuário; tente novamente mais tarde.',
        },
      },
      { status: 422 },
    ),
  );

/** The way to My area's list of closed-storage requests. */
export async function expectMyRequestsLink(canvasElement: HTMLElement) {
  await expect(
    within(canvasElement).getByRole('link', { name: 'Ver os meus pedidos do acervo fechado' }),
  ).toHaveAttribute('href', '/meupergamum/acervo-fechado');
}

/**
 * After a refusal: the form's words, and the refused copy still ticked, with the server's reason
 * in its name and focus on it.
 */
export async function expectRefused(canvasElement: HTMLElement, group: HTMLElement, copy: string) {
  await expect(
    await within(canvasElement).findByText(
      'O pedido não foi enviado. O motivo está ao lado de cada exemplar recusado.',
      {},
      { timeout: 5000 },
    ),
  ).toBeVisible();
  const refusedCopy = within(group).getByRole('checkbox', {
    name: new RegExp(`${copy}.*já foi pedido por outro usuário`),
  });
  await expect(refusedCopy).toBeChecked();
  await expect(refusedCopy).toHaveFocus();
}
