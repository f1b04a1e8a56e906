import { toastQueue } from '@acervo/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as SwapUserPage } from './swap-user-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const swapPath = '/api/pessoas/meu-pergamum/troca-usuario';
/** The users the story server was asked to swap to. */
const sent: unknown[] = [];

/** Shows where the page sent the patron, as the address bar would. */
function Address() {
  const location = useLocation();
  return <output aria-label="Endereço">{`${location.pathname}${location.search}`}</output>;
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <Address />
  </>
);

const meta = {
  title: 'Screens/My area/Swap user',
  component: SwapUserPage,
  decorators: [withAddress, withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/troca-usuario', loggedIn: true },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      http.post(swapPath, async ({ request }) => {
        await delay(100);
        const body = (await request.json()) as { usuario: string };
        sent.push(body);
        if (body.usuario === 'ninguem')
          return HttpResponse.json(
            { message: 'Usuário não encontrado. Entre com as mesmas credenciais cadastradas.' },
            { status: 404 },
          );
        if (body.usuario === 'daniel.alves')
          return HttpResponse.json(
            {
              message: 'Você já está conectado com este usuário.',
              code: 'MESMO_USUARIO',
              fields: { usuario: 'Você já está conectado com este usuário.' },
            },
            { status: 422 },
          );
        return HttpResponse.json({ usuario: body.usuario, nome: 'Ana Souza', sessao_encerrada: true });
      }),
    );
  },
} satisfies Meta<typeof SwapUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const userField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Usuário/ });

/** The form as the patron finds it: what happens, and the user to swap to. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Esta sessão termina/, {}, settle)).toBeVisible();
    await expect(userField(canvasElement)).toHaveValue('');
  },
};

/** The user is required (spec §5): said beside the field, which takes focus; nothing is sent. */
export const UserRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(userField(canvasElement), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar usuário' }));
    await expect(userField(canvasElement)).toHaveAccessibleDescription(
      /Campo obrigatório não preenchido: Usuário\./,
    );
    await expect(userField(canvasElement)).toHaveFocus();
    await expect(sent).toHaveLength(0);
  },
};

/** Confirmed: the server ends the session, the logout page takes over (it opens the login), a toast says so. */
export const Swapped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(userField(canvasElement), ' 2024001 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar usuário' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await waitFor(
      () => expect(within(dialog).getByText(/entre com a senha de “2024001”/)).toBeVisible(),
      settle,
    );
    await expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar e trocar' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status', { name: 'Endereço' })).toHaveTextContent('/sair?usuario=2024001'),
      settle,
    );
    await expect(sent).toEqual([{ usuario: '2024001' }]);
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      'Sessão encerrada. Entre com a senha de Ana Souza.',
    );
  },
};

/** Cancelled: nothing is sent and the session goes on. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(userField(canvasElement), '2024001');
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar usuário' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull(), settle);
    await expect(sent).toHaveLength(0);
    await expect(userField(canvasElement)).toHaveValue('2024001');
  },
};

/** A user the library does not know: the server's words beside the field, what was typed kept. */
export const UnknownUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(userField(canvasElement), 'ninguem');
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar usuário' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar e trocar' }));
    await waitFor(
      () => expect(userField(canvasElement)).toHaveAccessibleDescription(/Usuário não encontrado\./),
      settle,
    );
    await waitFor(() => expect(userField(canvasElement)).toHaveFocus(), settle);
    await expect(userField(canvasElement)).toHaveValue('ninguem');
  },
};

/** The patron's own user: refused on the field (the server's 422). */
export const SameUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(userField(canvasElement), 'daniel.alves');
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar usuário' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar e trocar' }));
    await waitFor(
      () =>
        expect(userField(canvasElement)).toHaveAccessibleDescription(
          /Você já está conectado com este usuário\./,
        ),
      settle,
    );
  },
};
