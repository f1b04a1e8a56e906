import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { MyAreaFrame } from './my-area-frame.tsx';

const meta = {
  title: 'Screens/My area/Frame',
  component: MyAreaFrame,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/alertas', loggedIn: true },
} satisfies Meta<typeof MyAreaFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Menu do Meu Pergamum' }));

/** The spec's sixteen items; the page shown is the current one. */
export const SixteenItems: Story = {
  play: async ({ canvasElement }) => {
    const menu = menuOf(canvasElement);
    const top = menu.getByRole('list').querySelectorAll(':scope > li');
    await expect(top).toHaveLength(16);
    await expect(menu.getByRole('link', { name: 'Alertas' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Alertas' })).toHaveAttribute('href', '/meupergamum/alertas');
    for (const group of ['Renovação', 'Comutação e levantamento bibliográfico', 'Estatísticas'])
      await expect(menu.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page inside a group: its group starts open and the page is marked. */
export const InsideAGroup: Story = {
  parameters: { route: '/meupergamum/renovacao/historico' },
  play: async ({ canvasElement }) => {
    const menu = menuOf(canvasElement);
    await expect(menu.getByRole('button', { name: 'Renovação' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Histórico de empréstimos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [name, href] of [
      ['Empréstimos', '/meupergamum/renovacao'],
      ['Reservas', '/meupergamum/reservas'],
      ['Solicitações de empréstimo', '/meupergamum/solicitacoes-emprestimo'],
      ['Solicitações do acervo fechado', '/meupergamum/acervo-fechado'],
    ])
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  },
};

/** On wide screens the menu folds away (the spec's menu-open flag) and comes back. */
export const FoldTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fold = canvas.getByRole('button', { name: 'Recolher menu' });
    await userEvent.click(fold);
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Menu do Meu Pergamum' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Menu do Meu Pergamum' })).toBeVisible();
  },
};
