import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Pesquisar', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pesquisar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await userEvent.keyboard('[Space]');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Limpar filtros' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Ver detalhes' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancelar reserva' } };

export const WithIcon: Story = { args: { icon: <Icon name="search" />, children: 'Pesquisar' } };

export const IconOnly: Story = {
  args: {
    icon: <Icon name="close" />,
    children: undefined,
    'aria-label': 'Remover filtro',
    variant: 'quiet',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remover filtro' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Renovar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Renovar/ });
    await expect(canvas.getByRole('progressbar', { name: 'Aguarde…' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pesquisar' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
