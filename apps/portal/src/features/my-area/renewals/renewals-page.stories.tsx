import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureToday,
  pendingTitlesFixture,
  renewAllFixture,
} from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as RenewalsPage } from './renewals-page.tsx';

const loans = (body: object = pendingTitlesFixture) =>
  http.get('/api/emprestimo/titulos-pendentes', () => HttpResponse.json(body));
const eligible = http.get('/api/pessoas/renovar', () =>
  HttpResponse.json({ pode_renovar: true, motivos: [] }),
);
const noFeed = http.get('/api/calendario/assinatura', () => HttpResponse.json({ assinatura: null }));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The renewals the story's server received. */
const renewalRequests: string[] = [];

const meta = {
  title: 'Screens/My area/Renewals',
  component: RenewalsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/renovacao', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(loans(), eligible, noFeed);
  },
} satisfies Meta<typeof RenewalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each loan with its library, dates, renewals used of the limit and how it stands today. */
export const OpenLoans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Empréstimos em aberto' }, settle);
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('5 dias em atraso')).toBeVisible();
    await expect(within(rows[1]!).getByText('Vence hoje')).toBeVisible();
    await expect(within(rows[2]!).getByText('Reservado por outro leitor')).toBeVisible();
    await expect(within(rows[2]!).getByText('3 de 3')).toBeVisible();
    await expect(within(rows[1]!).getByRole('link', { name: 'Ressurreição' })).toHaveAttribute(
      'href',
      '/acervo/102',
    );
    // Only the loan that can be renewed offers the button; the others say why not.
    await expect(within(table).getAllByRole('button', { name: /^Renovar “/ })).toHaveLength(1);
    await expect(within(rows[2]!).getByText('Limite de 3 renovações atingido.')).toBeVisible();
  },
};

/** Renew all with mixed outcomes: each answer beside its loan, a summary that takes focus. */
export const RenewAllMixedOutcomes: Story = {
  beforeEach({ msw }) {
    renewalRequests.length = 0;
    msw.use(
      http.post('/api/emprestimo/renovacao', async ({ request }) => {
        renewalRequests.push(request.url);
        await delay(150);
        return HttpResponse.json(renewAllFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renewAll = await canvas.findByRole('button', { name: 'Renovar todos' }, settle);
    // A double click renews once: the second press meets the request in flight.
    await userEvent.dblClick(renewAll);
    const summary = await canvas.findByText(/1 empréstimo renovado; 2 não renovados/, {}, settle);
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(renewalRequests).toHaveLength(1);
    await expect(new URL(renewalRequests[0]!).searchParams.get('todos')).toBe('true');
    const table = canvasElement.querySelector<HTMLElement>('[data-component="Table"]')!;
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    await expect(within(rows[1]!).getByText(/Renovado até 10\/12\/2026/)).toBeVisible();
    await expect(within(rows[0]!).getByText(/Não renovado: Empréstimo em atraso/)).toBeVisible();
    await expect(within(rows[2]!).getByText(/Não renovado: Limite de 3 renovações/)).toBeVisible();
  },
};

/** Renew one: the answer names the title and says until when. */
export const RenewOne: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/emprestimo/renovacao', async ({ request }) => {
        const body = (await request.json()) as { codExemplar: string }[];
        await expect(body).toEqual([{ codExemplar: '502', codBibliotecaExemplar: '1' }]);
        return HttpResponse.json({
          ...renewAllFixture,
          renovacoes: [renewAllFixture.renovacoes[1]],
          renovados: 1,
          recusados: 0,
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renovar “Ressurreição”' }, settle));
    await expect(
      await canvas.findByText('“Ressurreição”: Renovado até 10/12/2026.', {}, settle),
    ).toBeVisible();
  },
};

/** A suspended patron: told up front why nothing can be renewed. */
export const Suspended: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/pessoas/renovar', () =>
        HttpResponse.json({
          pode_renovar: false,
          motivos: [{ codigo: 'AFASTAMENTO', mensagem: 'Você está afastado(a) até 06/12/2026.' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No momento você não pode renovar empréstimos', {}, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Você está afastado(a) até 06/12/2026.')).toBeVisible();
  },
};

/** A renewal the server refused as a whole never looks like success. */
export const RenewalFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/emprestimo/renovacao', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renovar todos' }, settle));
    await expect(
      await canvas.findByText(
        'A renovação não foi feita. Ocorreu um erro inesperado. Tente novamente.',
        {},
        settle,
      ),
    ).toBeVisible();
  },
};

/** No open loans: why the list is empty and where to go. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(loans({ titulos: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum empréstimo em aberto' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar no catálogo' })).toBeVisible();
  },
};

/** The list could not be loaded: the spec's message and a retry that works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/emprestimo/titulos-pendentes', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(pendingTitlesFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Não foi possível comunicar com o servidor. Verifique sua conexão e tente novamente.',
        {},
        settle,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('grid', { name: 'Empréstimos em aberto' }, settle)).toBeVisible();
  },
};

/** While the loans load: skeletons, and the region says it is busy. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/emprestimo/titulos-pendentes', async () => {
        await delay('infinite');
        return HttpResponse.json(pendingTitlesFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
