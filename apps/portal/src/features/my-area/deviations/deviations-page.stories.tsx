import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as DeviationsPage } from './deviations-page.tsx';

const central = { codigo: 1, descricao: 'Biblioteca Central' };

/** Elena's suspensions (dated from `fixtureToday`): one in force, one to come, one over. */
const deviationsFixture = {
  afastamentos: [
    {
      codigo: 3,
      biblioteca: null,
      data_inicio: '2026-12-10',
      data_fim: '2026-12-20',
      motivo: 'Material danificado',
      ativo: false,
    },
    {
      codigo: 2,
      biblioteca: central,
      data_inicio: '2026-11-23',
      data_fim: '2026-12-02',
      motivo: 'Devolução com 10 dias de atraso',
      ativo: true,
    },
    {
      codigo: 1,
      biblioteca: central,
      data_inicio: '2026-03-02',
      data_fim: '2026-03-05',
      motivo: 'Devolução com 3 dias de atraso',
      ativo: false,
    },
  ],
};

const list = (body: object = deviationsFixture) =>
  http.get('/api/pessoas/afastamentos', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Deviations',
  component: DeviationsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/afastamentos', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(list());
  },
} satisfies Meta<typeof DeviationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each suspension with its period, reason, library and status; the one in force said first. */
export const InForce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Afastamentos' }, settle);
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Programado')).toBeVisible();
    await expect(within(rows[0]!).getByText('Todas as bibliotecas')).toBeVisible();
    await expect(within(rows[1]!).getByText('Em vigor')).toBeVisible();
    await expect(within(rows[1]!).getByText('De 23/11/2026 a 02/12/2026')).toBeVisible();
    await expect(within(rows[1]!).getByText('Devolução com 10 dias de atraso')).toBeVisible();
    await expect(within(rows[2]!).getByText('Encerrado')).toBeVisible();
    await expect(canvas.getByText('Você está afastado(a) até 02/12/2026.')).toBeVisible();
  },
};

/** A suspension with no end (the no-debts declaration's): said so, in the list and above it. */
export const Indefinite: Story = {
  beforeEach({ msw }) {
    msw.use(
      list({
        afastamentos: [
          {
            codigo: 9,
            biblioteca: null,
            data_inicio: '2026-11-24',
            data_fim: '9999-12-31',
            motivo: 'Nada consta emitido: desligamento da unidade de informação',
            ativo: true,
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Desde 24/11/2026, sem data de término', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Você está afastado(a) sem data de término.')).toBeVisible();
  },
};

/** Never suspended: says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ afastamentos: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhum afastamento' }, settle)).toBeVisible();
    await expect(canvas.queryByText(/Você está afastado/)).toBeNull();
  },
};

/** The list cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/pessoas/afastamentos', () =>
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

/** While the list loads: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/pessoas/afastamentos', async () => {
        await delay('infinite');
        return HttpResponse.json(deviationsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
