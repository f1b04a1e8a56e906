import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { alertsFixture } from '../../../testing/mocks/alert-fixtures.ts';
import { fixtureToday, pendingTitlesFixture } from '../../../testing/mocks/circulation-fixtures.ts';
import { pendingDebtsFixture } from '../../../testing/mocks/debt-fixtures.ts';
import { holdsFixture } from '../../../testing/mocks/hold-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as SummaryPage } from './summary-page.tsx';

const answers = {
  loans: (body: object = pendingTitlesFixture) =>
    http.get('/api/emprestimo/titulos-pendentes', () => HttpResponse.json(body)),
  holds: (body: object = holdsFixture) => http.get('/api/reserva', () => HttpResponse.json(body)),
  debts: (body: object = pendingDebtsFixture) =>
    http.get('/api/emprestimo/debitos-pendentes', () => HttpResponse.json(body)),
  alerts: (body: object = alertsFixture) => http.get('/api/alertas', () => HttpResponse.json(body)),
};

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Summary',
  component: SummaryPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum', loggedIn: true, today: fixtureToday },
} satisfies Meta<typeof SummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The patron's standing: each part's figures in words and a link to the page that acts on them. */
export const Landing: Story = {
  beforeEach({ msw }) {
    msw.use(answers.loans(), answers.holds(), answers.debts(), answers.alerts());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeVisible();
    await expect(await canvas.findByText(/Bem-vindo\(a\), Bruno Lima/)).toBeVisible();
    await expect(await canvas.findByText('1 empréstimo em atraso.', {}, settle)).toBeVisible();
    await expect(canvas.getByText('2 vencem nos próximos 7 dias.')).toBeVisible();
    await expect(canvas.getByText('3 empréstimos em aberto.')).toBeVisible();
    await expect(await canvas.findByText('1 reserva pronta para retirar.', {}, settle)).toBeVisible();
    await expect(await canvas.findByText(/Valor em aberto: R\$\s6,50\./, {}, settle)).toBeVisible();
    await expect(await canvas.findByText('2 alertas não lidos.', {}, settle)).toBeVisible();
    const loans = canvas.getByRole('region', { name: 'Empréstimos' });
    await expect(within(loans).getByRole('link', { name: 'Ver empréstimos e renovar' })).toHaveAttribute(
      'href',
      '/meupergamum/renovacao',
    );
    await expect(canvas.getByRole('link', { name: 'Ver multas e débitos' })).toHaveAttribute(
      'href',
      '/meupergamum/debitos',
    );
  },
};

/** Nothing pending: every part says so in words, none in bold. */
export const AllClear: Story = {
  beforeEach({ msw }) {
    msw.use(
      answers.loans({ titulos: [] }),
      answers.holds({ reservas: [] }),
      answers.debts({ debitos: [], total: 0 }),
      answers.alerts({ ...alertsFixture, alertas: [], naoLidos: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum empréstimo em atraso.', {}, settle)).toBeVisible();
    await expect(await canvas.findByText('Nenhuma reserva para retirar.', {}, settle)).toBeVisible();
    await expect(await canvas.findByText('Nenhum débito em aberto.', {}, settle)).toBeVisible();
    await expect(await canvas.findByText('Nenhum alerta não lido.', {}, settle)).toBeVisible();
  },
};

/** A part whose call fails says so briefly and keeps its link; the others show their figures. */
export const PartFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      answers.loans(),
      http.get('/api/reserva', () => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })),
      answers.debts(),
      answers.alerts(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holds = canvas.getByRole('region', { name: 'Reservas' });
    await expect(
      await within(holds).findByText('Não foi possível carregar agora.', {}, settle),
    ).toBeVisible();
    await expect(within(holds).getByRole('link', { name: 'Ver reservas' })).toBeVisible();
    await expect(await canvas.findByText('1 empréstimo em atraso.', {}, settle)).toBeVisible();
  },
};

/** While the figures load: skeleton lines in each part, each busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    const never = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    msw.use(
      http.get('/api/emprestimo/titulos-pendentes', never),
      http.get('/api/reserva', never),
      http.get('/api/emprestimo/debitos-pendentes', never),
      http.get('/api/alertas', never),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Empréstimos' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBe(4);
  },
};
