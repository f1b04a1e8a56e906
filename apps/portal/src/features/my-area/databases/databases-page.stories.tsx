import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as DatabasesPage } from './databases-page.tsx';

/** The demo university's databases as a professor sees them (ADR 065). */
const databasesFixture = {
  bases: [
    {
      codigo: 1,
      nome: 'Portal de Periódicos',
      descricao: 'Revistas científicas assinadas pela universidade, com texto completo.',
      url: 'https://uniacervo.example/periodicos',
      redirecionamento: 'periodicos',
      acessoRemoto: true,
    },
    {
      codigo: 3,
      nome: 'SciELO',
      descricao: 'Biblioteca eletrônica de periódicos científicos em acesso aberto.',
      url: 'https://www.scielo.org',
      redirecionamento: null,
      acessoRemoto: true,
    },
    {
      codigo: 4,
      nome: 'Coleção de Normas Técnicas',
      descricao: 'Normas técnicas brasileiras e internacionais (acesso na rede do campus).',
      url: 'https://normas.uniacervo.example',
      redirecionamento: null,
      acessoRemoto: false,
    },
  ],
};

const path = '/api/acervo/meu-pergamum/bases-dados';
const answer = (body: object = databasesFixture) => http.get(path, () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Databases',
  component: DatabasesPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/bases-dados', loggedIn: true },
  beforeEach({ msw }) {
    msw.use(answer());
  },
} satisfies Meta<typeof DatabasesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each database with its access in words; a plain one is a link that opens a new tab, as written. */
export const Databases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {}, settle);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const scielo = canvas.getByRole('link', { name: 'Abrir SciELO (nova aba)' });
    await expect(scielo).toHaveAttribute('href', 'https://www.scielo.org');
    await expect(scielo).toHaveAttribute('target', '_blank');
    await expect(scielo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Somente na rede do campus')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir Portal de Periódicos (nova aba)' })).toBeVisible();
    await expect(canvas.getByText('Entra com a sua conta')).toBeVisible();
  },
};

/** A database opened logged in whose address the server refuses: the reason beside its button. */
export const OpenFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/pessoas/meu-pergamum/redirect-base', () =>
        HttpResponse.json({ message: 'Redirecionamento não configurado.' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    // The browser's new tab stays out of the test: as if a popup blocker refused it.
    spyOn(window, 'open').mockReturnValue(null);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Abrir Portal de Periódicos (nova aba)' }, settle),
    );
    const alert = await canvas.findByRole('alert', {}, settle);
    await expect(alert).toHaveTextContent('Não foi possível abrir Portal de Periódicos.');
    await expect(alert).toHaveTextContent('Redirecionamento não configurado.');
  },
};

/** No database for the patron's category: says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(answer({ bases: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhuma base de dados disponível' }, settle),
    ).toBeVisible();
  },
};

/** The list cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(path, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })));
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
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json(databasesFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
