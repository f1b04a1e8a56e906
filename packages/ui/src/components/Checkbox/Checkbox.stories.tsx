import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Manter conectado', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Manter conectado' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText('Manter conectado'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Selecionar todos' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Selecionar todos' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
