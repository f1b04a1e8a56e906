import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** Loans per month: a busy first semester in 2026, a quiet 2025. */
const loansIn = (year: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    mes: index + 1,
    emprestimos: year === 2026 ? [4, 7, 9, 6, 3, 1, 0, 2, 5, 8, 6, 0][index]! : index % 4 === 0 ? 1 : 0,
  }));

const meta = {
  title: 'Screens/Title/Statistics',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/dados-estatisticos' },
  args: { codAcervo: 1, tab: 'dados-estatisticos', notFound: <h1>Página não encontrada</h1> },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-estatisticos/anos', () => HttpResponse.json([2026, 2025])),
      http.get('/api/acervo/:id/dados-estatisticos/dados/:year', ({ params }) =>
        HttpResponse.json(loansIn(Number(params.year))),
      ),
    );
  },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest year: the chart and its table, month by month, with the total. */
export const LoansByMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Empréstimos por mês em 2026' }, settle);
    const march = within(table).getByRole('rowheader', { name: 'março' }).closest('tr')!;
    await expect(march).toHaveTextContent('9');
    await expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!).toHaveTextContent(
      '51',
    );
  },
};

/** Another year chosen: the figures follow. */
export const AnotherYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Empréstimos por mês em 2026' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: /Ano/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '2025' }));
    const table = await canvas.findByRole('table', { name: 'Empréstimos por mês em 2025' }, settle);
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!).toHaveTextContent('3'),
    );
  },
};

/** A title never lent says so. */
export const NeverLent: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/acervo/:id/dados-estatisticos/anos', () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Este título ainda não foi emprestado.', {}, settle),
    ).toBeVisible();
  },
};

/** The years failed: a retry brings them. */
export const StatisticsFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/acervo/:id/dados-estatisticos/anos', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'x' }, { status: 500 }) : HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta seção.', {}, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('Este título ainda não foi emprestado.', {}, settle)).toBeVisible();
  },
};

/** While a year's figures load: a skeleton under the year. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-estatisticos/dados/:year', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Ano/ }, settle);
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull(),
    );
  },
};
