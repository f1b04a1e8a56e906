import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureToday, loanHistoryFixture } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as LoanHistoryPage } from './loan-history-page.tsx';

const history = (body: object = loanHistoryFixture) =>
  http.get('/api/emprestimo/historico', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Loan history',
  component: LoanHistoryPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/renovacao/historico',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(history());
  },
} satisfies Meta<typeof LoanHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of loans: returned late with its fine paid, returned on time, one still open. */
export const WithFines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Empréstimos do período' }, settle);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const late = within(table).getByRole('row', { name: /Memórias póstumas/ });
    await expect(within(late).getByText('R$ 4,00 (paga) — Devolução com 4 dias de atraso')).toBeVisible();
    await expect(within(late).getByText('21/08/2026')).toBeVisible();
    const open = within(table).getByRole('row', { name: /Ressurreição/ });
    await expect(within(open).getByText('Em aberto')).toBeVisible();
    await expect(within(open).getByText('Sem multa')).toBeVisible();
  },
};

/** No loan in the period: says so, and how to see older ones; the period stays to change. */
export const EmptyHistory: Story = {
  beforeEach({ msw }) {
    msw.use(history({ historico: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum empréstimo neste período' }, settle),
    ).toBeVisible();
    await expect(
      canvas.getByText('Escolha um período maior para ver empréstimos mais antigos.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** While the history loads: skeletons, and the region says it is busy. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/historico', async () => {
        await delay('infinite');
        return HttpResponse.json(loanHistoryFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
