import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { holdHistoryFixture, holdsFixture } from '../../../testing/mocks/hold-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as HoldsPage } from './holds-page.tsx';

const current = (body: object = holdsFixture) => http.get('/api/reserva', () => HttpResponse.json(body));
const history = (body: object = holdHistoryFixture) =>
  http.get('/api/reserva/historico', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The cancellations the story's server received. */
const cancelled: string[] = [];

const meta = {
  title: 'Screens/My area/Holds',
  component: HoldsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/reservas', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(current(), history());
  },
} satisfies Meta<typeof HoldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each hold with its place in the queue and estimate, or the pickup deadline once released. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Reservas em andamento' }, settle);
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('Na fila: 2º lugar')).toBeVisible();
    await expect(within(rows[0]!).getByText('10/12/2026')).toBeVisible();
    await expect(within(rows[1]!).getByText('Disponível para retirada')).toBeVisible();
    await expect(within(rows[1]!).getByText('Retire até 28/11/2026.')).toBeVisible();
    await expect(within(rows[1]!).getByText('Exemplar: v. 2')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link', { name: 'Grande sertão: veredas' })).toHaveAttribute(
      'href',
      '/acervo/205',
    );
    const past = await canvas.findByRole('grid', { name: 'Histórico de reservas' }, settle);
    await expect(within(past).getByText('Motivo: Prazo de retirada encerrado.')).toBeVisible();
    await expect(canvas.getByText('5 reservas feitas de 26/11/2025 a 26/11/2026.')).toBeVisible();
  },
};

/** Cancel asks first; confirmed, the hold leaves the list and focus goes to the list's heading. */
export const CancelAHold: Story = {
  beforeEach({ msw }) {
    cancelled.length = 0;
    msw.use(
      http.delete('/api/reserva', async ({ request }) => {
        cancelled.push(new URL(request.url).searchParams.get('codigo') ?? '');
        await delay(100);
        return HttpResponse.json({
          reservas: holdsFixture.reservas.slice(1),
          message: 'Reserva cancelada.',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancelar reserva “Grande sertão: veredas”' }, settle),
    );
    const dialog = await page.findByRole('alertdialog', {
      name: 'Cancelar a reserva de “Grande sertão: veredas”',
    });
    // The dialog fades in: wait until its text shows.
    await waitFor(
      () => expect(within(dialog).getByText(/Você perde o seu lugar na fila/)).toBeVisible(),
      settle,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(cancelled).toEqual(['41']), settle);
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: 'Reservas em andamento' })).toHaveFocus(),
      settle,
    );
    const table = canvas.getByRole('grid', { name: 'Reservas em andamento' });
    await expect(within(table).queryByText('Grande sertão: veredas')).toBeNull();
    // The server's confirmation goes to the shell's toasts.
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      'Reserva cancelada.',
    );
  },
};

/** No hold in progress: says so and points to the catalogue, where holds are placed. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(current({ reservas: [] }), history({ reservas: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma reserva em andamento' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar no catálogo' })).toHaveAttribute('href', '/');
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma reserva neste período' }, settle),
    ).toBeVisible();
  },
};

/** Holds that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reserva', () =>
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

/** While the holds load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reserva', async () => {
        await delay('infinite');
        return HttpResponse.json(holdsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
