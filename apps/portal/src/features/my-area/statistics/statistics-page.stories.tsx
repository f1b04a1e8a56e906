import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as StatisticsPage } from './statistics-page.tsx';

/** Ana's loans of five years (dated from `fixtureToday`). */
const statisticsFixture = {
  emprestimos: 23,
  emAberto: 3,
  devolvidosComAtraso: 4,
  renovacoes: 11,
  reservas: 5,
  multas: { quantidade: 2, valor: 16, quitado: 12 },
  porAno: [
    { ano: 2024, total: 6 },
    { ano: 2025, total: 9 },
    { ano: 2026, total: 8 },
  ],
  porBiblioteca: [
    { codigo: 1, descricao: 'Biblioteca Central', total: 17 },
    { codigo: 2, descricao: 'Biblioteca de Direito', total: 6 },
  ],
  porTipoObra: [
    { codigo: 1, descricao: 'Livro', total: 20 },
    { codigo: 4, descricao: 'Tese', total: 3 },
  ],
};

const answer = (body: object = statisticsFixture) =>
  http.get('/api/emprestimo/estatisticas', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Statistics',
  component: StatisticsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/estatisticas', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(answer());
  },
} satisfies Meta<typeof StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's figures, and loans by year, library and work type as charts with their tables. */
export const FiveYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Resumo do período' }, settle);
    await expect(within(summary).getByText('De 27/11/2021 a 26/11/2026.')).toBeVisible();
    await expect(within(summary).getByText('Devolvidos com atraso').nextElementSibling).toHaveTextContent(
      '4',
    );
    await expect(within(summary).getByText(/R\$\s*16,00/)).toBeVisible();
    const byYear = canvas.getByRole('figure', { name: 'Empréstimos por ano' });
    await expect(within(byYear).getByRole('rowheader', { name: '2025' })).toBeInTheDocument();
    await expect(within(byYear).getByText('23')).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: 'Empréstimos por biblioteca' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Empréstimos por tipo de obra' })).toBeVisible();
  },
};

/** Nothing in the period: says so and suggests a longer one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer({
        ...statisticsFixture,
        emprestimos: 0,
        emAberto: 0,
        devolvidosComAtraso: 0,
        renovacoes: 0,
        reservas: 0,
        multas: { quantidade: 0, valor: 0, quitado: 0 },
        porAno: [],
        porBiblioteca: [],
        porTipoObra: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhum empréstimo neste período' }, settle),
    ).toBeVisible();
  },
};

/** The figures cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/estatisticas', () =>
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

/** While the figures load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/estatisticas', async () => {
        await delay('infinite');
        return HttpResponse.json(statisticsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
