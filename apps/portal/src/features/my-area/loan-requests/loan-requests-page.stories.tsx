import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loanRequestsFixture } from '../../../testing/mocks/request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as LoanRequestsPage } from './loan-requests-page.tsx';

/** The queries the story's server received (status and period). */
const asked: URLSearchParams[] = [];

const list = (body: typeof loanRequestsFixture = loanRequestsFixture) =>
  http.get('/api/solicitacao-emprestimo', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const status = query.get('status');
    const keep: Record<string, string[]> = {
      aguardando: ['aguardando'],
      finalizado: ['finalizada'],
      nao_finalizado: ['cancelada'],
      disponivel: ['disponivel'],
      em_transito: ['em_transito'],
    };
    return HttpResponse.json({
      solicitacoes: body.solicitacoes.filter(
        (item) => !status || status === 'todos' || keep[status]?.includes(item.situacao.codigo),
      ),
    });
  });

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Loan requests',
  component: LoanRequestsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/solicitacoes-emprestimo',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(list());
  },
} satisfies Meta<typeof LoanRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every request of the last twelve months, each status in words, where it comes from and goes to. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Solicitações de empréstimo' }, settle);
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(rows).toHaveLength(5);
    const statuses = [
      'Aguardando',
      'Em trânsito',
      'Disponível para retirada',
      'Finalizada',
      'Não finalizada (cancelada)',
    ];
    for (const [index, status] of statuses.entries())
      await expect(within(rows[index]!).getByText(status)).toBeVisible();
    await expect(within(rows[0]!).getByText('Exemplar: v. 2')).toBeVisible();
    await expect(within(rows[0]!).getByText('De: Biblioteca de Direito')).toBeVisible();
    await expect(within(rows[0]!).getByText('Retirar em: Biblioteca Central')).toBeVisible();
    await expect(within(rows[3]!).getByText('Entrega em domicílio, por Biblioteca Central')).toBeVisible();
    await expect(within(rows[2]!).getByRole('link', { name: 'Grande sertão: veredas' })).toHaveAttribute(
      'href',
      '/acervo/205',
    );
    await expect(canvas.getByText('5 solicitações feitas de 26/11/2025 a 26/11/2026.')).toBeVisible();
    await expect(asked[0]?.get('dataIni')).toBe('2025-11-26');
    await expect(asked[0]?.get('status')).toBe('todos');
  },
};

/** A status chosen from the filter asks the server for that group alone and keeps it in the address. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: 'Solicitações de empréstimo' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: /Situação/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Não finalizadas (canceladas)' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('nao_finalizado'), settle);
    await waitFor(
      () => expect(canvas.getByText('1 solicitação feita de 26/11/2025 a 26/11/2026.')).toBeVisible(),
      settle,
    );
    const table = canvas.getByRole('grid', { name: 'Solicitações de empréstimo' });
    await expect(within(table).getByText('Vidas secas')).toBeVisible();
    await expect(within(table).queryByText('Dom Casmurro')).toBeNull();
  },
};

/** No request in the period: says so and where loan requests are made. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ solicitacoes: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma solicitação neste período' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText(/use a aba “Solicitação de empréstimo”/)).toBeVisible();
  },
};

/** Requests that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/solicitacao-emprestimo', () =>
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
      http.get('/api/solicitacao-emprestimo', async () => {
        await delay('infinite');
        return HttpResponse.json(loanRequestsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
