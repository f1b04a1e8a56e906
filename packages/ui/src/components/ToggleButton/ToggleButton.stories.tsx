import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { ToggleButton } from './ToggleButton.tsx';

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  args: { children: 'Na cesta', onChange: fn() },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Na cesta' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('[Enter]');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Selected: Story = { args: { defaultSelected: true } };
export const IconOnly: Story = {
  args: { children: undefined, icon: <Icon name="check" />, 'aria-label': 'Marcar como lido' },
};
