import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { createdRequest, requestsFixture } from '../../../testing/mocks/bibliographic-request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as CatalogSheetPage } from './catalog-sheet-page.tsx';
import { choose, fill, librariesHandler, settle } from './request-stories.ts';

const listPath = '/api/solicitacoes/ficha-catalografica';
const sheets = requestsFixture('ficha-catalografica', {
  titulo: 'Práticas de leitura',
  autores: 'Bruno Lima',
  ano: 2026,
  paginas: 142,
  palavras_chave: 'leitura; ensino',
  tipo_trabalho: 'dissertacao',
});
const list = (body: object = sheets) => http.get(listPath, () => HttpResponse.json(body));
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Catalog sheet',
  component: CatalogSheetPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/ficha-catalografica',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(librariesHandler, list());
  },
} satisfies Meta<typeof CatalogSheetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, and the patron's catalogue sheets in each status, in words. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Minhas solicitações' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(within(table).getAllByText('Dissertação, 2026, 142 folhas')).toHaveLength(4);
  },
};

/** Nothing filled: each required field named beside it, the kind of work first; a bad year and leaf count too. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: /^Ano de defesa/ }), '26');
    await fill(canvas.getByRole('textbox', { name: /^Número de folhas/ }), 'cento e vinte');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const kind = canvas.getByRole('button', { name: /Tipo de trabalho/ });
    await waitFor(() => expect(kind).toHaveFocus(), settle);
    for (const field of ['Tipo de trabalho', 'Título do trabalho', 'Autores', 'Palavras-chave', 'Biblioteca'])
      await expect(canvas.getByText(`Campo obrigatório não preenchido: ${field}.`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Ano de defesa/ })).toHaveAccessibleDescription(
      'Informe o ano com quatro algarismos, como 2024.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Número de folhas/ })).toHaveAccessibleDescription(
      'Informe um número inteiro, como 120.',
    );
  },
};

/** Sent once, the year and leaves as numbers; the form starts again. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post(listPath, async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        return HttpResponse.json(createdRequest('ficha-catalografica', {}), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Tipo de trabalho/, 'Tese');
    await fill(canvas.getByRole('textbox', { name: /^Título do trabalho/ }), 'Leitura na escola');
    await fill(canvas.getByRole('textbox', { name: /^Autores/ }), 'Bruno Lima');
    await fill(canvas.getByRole('textbox', { name: /^Ano de defesa/ }), '2026');
    await fill(canvas.getByRole('textbox', { name: /^Número de folhas/ }), '210');
    await fill(canvas.getByRole('textbox', { name: /^Palavras-chave/ }), 'leitura; escola');
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    const send = canvas.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Solicitação enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      {
        tipo_trabalho: 'tese',
        titulo: 'Leitura na escola',
        autores: 'Bruno Lima',
        ano: 2026,
        paginas: 210,
        palavras_chave: 'leitura; escola',
        biblioteca: 1,
      },
    ]);
    await expect(canvas.getByRole('textbox', { name: /^Título do trabalho/ })).toHaveValue('');
  },
};

/** No catalogue sheet in the period. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ solicitacoes: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma solicitação neste período' },
        settle,
      ),
    ).toBeVisible();
  },
};
