import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover, PopoverTrigger } from './Popover.tsx';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { title: 'Disponibilidade', children: 'Biblioteca Central: 2 de 3 exemplares disponíveis.' },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Ver disponibilidade</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver disponibilidade' });
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Disponibilidade' });
    await expect(dialog).toHaveTextContent('2 de 3 exemplares disponíveis');
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
