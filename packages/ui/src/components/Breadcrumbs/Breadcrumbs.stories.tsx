import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Início', href: '#inicio' },
      { id: 'my', label: 'Meu Pergamum', href: '#meu' },
      { id: 'loans', label: 'Empréstimos' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Você está aqui' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Empréstimos').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Meu Pergamum' })).toHaveFocus();
  },
};
