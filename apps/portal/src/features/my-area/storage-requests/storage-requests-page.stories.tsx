import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { storageRequestsFixture } from '../../../testing/mocks/request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as StorageRequestsPage } from './storage-requests-page.tsx';

const list = (body: object = storageRequestsFixture) =>
  http.get('/api/solicitacao-armazem', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Closed-storage requests',
  component: StorageRequestsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/acervo-fechado', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(list());
  },
} satisfies Meta<typeof StorageRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per copy: where it is kept, its status in words and when it is expected at the desk. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'grid',
      { name: 'Exemplares solicitados ao acervo fechado' },
      settle,
    );
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('Aguardando busca no armazém')).toBeVisible();
    await expect(within(rows[0]!).getByText('27/11/2026, 10:00')).toBeVisible();
    await expect(within(rows[0]!).getByText('Tombo 1958-0042 · v. 3')).toBeVisible();
    await expect(within(rows[0]!).getByText('Arquivo de obras raras, Estante 4, prateleira B')).toBeVisible();
    await expect(within(rows[1]!).getByText('Disponível no balcão')).toBeVisible();
    await expect(within(rows[1]!).getByText('Já está no balcão')).toBeVisible();
    await expect(within(rows[2]!).getByText('Finalizada')).toBeVisible();
    await expect(within(rows[3]!).getByText('Cancelada')).toBeVisible();
    await expect(within(rows[3]!).getByText('Solicitação nº 7')).toBeVisible();
    await expect(within(rows[2]!).getByRole('link', { name: 'Raízes do Brasil' })).toHaveAttribute(
      'href',
      '/acervo/52',
    );
    await expect(canvas.getByText('3 solicitações (4 exemplares) de 26/11/2025 a 26/11/2026.')).toBeVisible();
  },
};

/** No request in the period: says so and where stored copies are asked for. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ solicitacoes: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma solicitação neste período' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText(/use a aba “Acervo fechado”/)).toBeVisible();
  },
};

/** Requests that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/solicitacao-armazem', () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the requests load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/solicitacao-armazem', async () => {
        await delay('infinite');
        return HttpResponse.json(storageRequestsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
