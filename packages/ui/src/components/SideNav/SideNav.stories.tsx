import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SideNav } from './SideNav.tsx';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: {
    'aria-label': 'Meu Pergamum',
    currentId: 'loans',
    items: [
      { id: 'home', label: 'Início', href: '#inicio' },
      {
        id: 'circulation',
        label: 'Circulação',
        items: [
          { id: 'loans', label: 'Empréstimos', href: '#emprestimos' },
          { id: 'holds', label: 'Reservas', href: '#reservas' },
          { id: 'debts', label: 'Débitos', href: '#debitos' },
        ],
      },
      {
        id: 'data',
        label: 'Meus dados',
        items: [
          { id: 'profile', label: 'Cadastro', href: '#cadastro' },
          { id: 'password', label: 'Alterar senha', href: '#senha' },
        ],
      },
    ],
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Meu Pergamum' }));
    await expect(nav.getByRole('link', { name: 'Empréstimos' })).toHaveAttribute('aria-current', 'page');
    const data = nav.getByRole('button', { name: 'Meus dados' });
    data.focus();
    await userEvent.keyboard('[Enter]');
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Cadastro' })).toHaveFocus();
    await userEvent.keyboard('[Escape]');
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(data).toHaveFocus();
  },
};
