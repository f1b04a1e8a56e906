import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhum resultado para “dom casmuro”',
    children: 'Verifique a ortografia ou tente termos mais gerais.',
    icon: <Icon name="search" />,
    actions: <Button variant="secondary">Limpar filtros</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Nenhum resultado');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};
