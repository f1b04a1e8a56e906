import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Modo escuro', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Modo escuro' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true, children: 'Texto em negrito' } };
export const Disabled: Story = { args: { isDisabled: true } };
