import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { ClearanceCheckPage } from './clearance-check-page.tsx';

const path = '/api/nada-consta/verificar/:codigo';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/No-debts declaration check',
  component: ClearanceCheckPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  args: { code: 'K7QM-3XPA-9HTC' },
  parameters: { layout: 'padded', route: '/nada-consta/K7QM-3XPA-9HTC' },
  beforeEach({ msw }) {
    msw.use(
      http.get(path, ({ params }) =>
        params.codigo === 'K7QM-3XPA-9HTC'
          ? HttpResponse.json({
              valido: true,
              nome: 'José Carlos dos Santos',
              emitidoEm: '2026-11-24T10:15:00-03:00',
              instituicao: 'Universidade Acervo',
            })
          : HttpResponse.json({ message: 'Declaração não encontrada.' }, { status: 404 }),
      ),
    );
  },
} satisfies Meta<typeof ClearanceCheckPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A declaration the library issued: to whom, by whom and when. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verificação de declaração de nada consta' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Declaração válida', {}, settle)).toBeVisible();
    await expect(
      canvas.getByText(
        'Universidade Acervo emitiu em 24/11/2026, 10:15 a declaração de nada consta de José Carlos dos Santos.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Código de verificação: K7QM-3XPA-9HTC')).toBeVisible();
  },
};

/** A code no declaration has: said plainly, with what to check. */
export const Unknown: Story = {
  args: { code: 'AAAA-BBBB-CCCC' },
  parameters: { route: '/nada-consta/AAAA-BBBB-CCCC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma declaração com este código', {}, settle)).toBeVisible();
    await expect(canvas.queryByText('Declaração válida')).toBeNull();
  },
};

/** The check cannot be made now: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(path, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível verificar agora.', {}, settle)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible());
  },
};

/** While the check runs: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verificando…')).toBeInTheDocument();
  },
};
