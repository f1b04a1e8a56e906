import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem } from './ListBox.tsx';

const meta = {
  title: 'Components/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Formato de citação', selectionMode: 'single', onSelectionChange: fn() },
  render: (args) => (
    <ListBox {...args}>
      <ListBoxItem id="abnt">ABNT</ListBoxItem>
      <ListBoxItem id="apa">APA</ListBoxItem>
      <ListBoxItem id="chicago">Chicago</ListBoxItem>
      <ListBoxItem id="vancouver">Vancouver</ListBoxItem>
    </ListBox>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Formato de citação' });
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await userEvent.tab();
    await expect(option('ABNT')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    await expect(option('APA')).toHaveFocus();
    await userEvent.keyboard('[End]');
    await expect(option('Vancouver')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await expect(option('ABNT')).toHaveFocus();
    await userEvent.keyboard('ch');
    await expect(option('Chicago')).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(option('Chicago')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};
