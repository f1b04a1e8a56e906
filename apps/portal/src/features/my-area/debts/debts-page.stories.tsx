import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { finesFixture, gruFixture, pendingDebtsFixture } from '../../../testing/mocks/debt-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as DebtsPage } from './debts-page.tsx';

const pending = (body: object = pendingDebtsFixture) =>
  http.get('/api/emprestimo/debitos-pendentes', () => HttpResponse.json(body));
const fines = (body: object = finesFixture) =>
  http.get('/api/emprestimo/multas', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The slips the story's server was asked for. */
const requested: unknown[] = [];

const meta = {
  title: 'Screens/My area/Debts',
  component: DebtsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/debitos', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(pending(), fines());
  },
} satisfies Meta<typeof DebtsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is owed in total and per library; each fine with its discount, the part paid and what is left. */
export const Owed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total em aberto: R$ 6,50', {}, settle)).toBeVisible();
    const byLibrary = canvas.getByRole('grid', { name: 'Débitos em aberto por biblioteca' });
    await expect(within(byLibrary).getAllByRole('row')).toHaveLength(3);
    const table = await canvas.findByRole('grid', { name: 'Multas' }, settle);
    const discounted = within(table).getByRole('row', { name: /12 dias/ });
    for (const amount of ['R$ 12,00', 'R$ 3,00', 'R$ 5,00', 'R$ 4,00', 'Não paga'])
      await expect(within(discounted).getByText(amount)).toBeVisible();
    const paid = within(table).getByRole('row', { name: /4 dias/ });
    await expect(within(paid).getByText('31/07/2026')).toBeVisible();
    await expect(within(paid).getByText('Quitada')).toBeVisible();
  },
};

/** The slip for one library: asked for what is owed there; its number, amount and due date shown and focused. */
export const GruGenerated: Story = {
  beforeEach({ msw }) {
    requested.length = 0;
    msw.use(
      http.post('/api/unidade-informacao/gru', async ({ request }) => {
        requested.push(await request.json());
        await delay(100);
        return HttpResponse.json(gruFixture, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Gerar GRU para Biblioteca Central' }, settle),
    );
    await waitFor(() => expect(requested).toEqual([{ valor: 4, codBiblioteca: 1 }]), settle);
    const slip = await canvas.findByRole('region', { name: 'Guia de pagamento (GRU)' }, settle);
    await expect(within(slip).getByText('0000004212345678942')).toBeVisible();
    await expect(within(slip).getByText('01/12/2026')).toBeVisible();
    await waitFor(() => expect(slip).toHaveFocus(), settle);
  },
};

/** Nothing owed: says so; the paid fines are still listed. */
export const NothingOwed: Story = {
  beforeEach({ msw }) {
    msw.use(
      pending({ debitos: [], total: 0 }),
      fines({ multas: finesFixture.multas.filter((fine) => fine.valorDevido === 0) }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum débito em aberto' }, settle),
    ).toBeVisible();
    await expect(await canvas.findByText('Quitada', {}, settle)).toBeVisible();
  },
};

/** A patron who was never fined. */
export const NoFines: Story = {
  beforeEach({ msw }) {
    msw.use(pending({ debitos: [], total: 0 }), fines({ multas: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhuma multa' }, settle)).toBeVisible();
  },
};

/** Debts that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/debitos-pendentes', () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
      http.get('/api/emprestimo/multas', () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each list fails on its own answer: wait for both, not the first.
    await waitFor(
      () => expect(canvas.getAllByText('Não foi possível carregar esta lista.')).toHaveLength(2),
      settle,
    );
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0]).toBeVisible();
  },
};

/** While the debts load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/debitos-pendentes', async () => {
        await delay('infinite');
        return HttpResponse.json(pendingDebtsFixture);
      }),
      http.get('/api/emprestimo/multas', async () => {
        await delay('infinite');
        return HttpResponse.json(finesFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
