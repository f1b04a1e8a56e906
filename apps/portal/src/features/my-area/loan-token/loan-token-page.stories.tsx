import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as LoanTokenPage } from './loan-token-page.tsx';

const settle = { timeout: 5000 };
const current = {
  token: '482913',
  validade: '2026-11-27T18:00:00-03:00',
  validadeFormatada: '27/11/2026 18:00',
};
const fresh = {
  token: '105377',
  validade: '2026-11-28T18:00:00-03:00',
  validadeFormatada: '28/11/2026 18:00',
};
const path = '/api/emprestimo/token';

const meta = {
  title: 'Screens/My area/Loan token',
  component: LoanTokenPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/token-emprestimo',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(path, () => HttpResponse.json(current)),
      http.post(path, async () => {
        await delay(100);
        return HttpResponse.json(fresh, { status: 201 });
      }),
    );
  },
} satisfies Meta<typeof LoanTokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The valid token: its QR code, the six digits and until when it works. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Código QR do token 482913' }, settle)).toBeVisible();
    await expect(canvas.getByText('482913')).toBeVisible();
    await expect(canvas.getByText('27/11/2026 18:00')).toBeVisible();
  },
};

/** A new token replaces the shown one; focus goes to it. */
export const NewToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar novo token' }, settle));
    await expect(await canvas.findByText('105377', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Código QR do token 105377' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: 'Seu token' })).toHaveFocus(),
      settle,
    );
  },
};

/** No valid token (the server's 404): says so and offers to make one. */
export const NoToken: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(path, () =>
        HttpResponse.json({ message: 'Nenhum token de empréstimo válido.' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Você não tem um token válido' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gerar token' })).toBeVisible();
  },
};

/** The token cannot be loaded: the reason and a way to try again. */
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

/** While the token loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json(current);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
