import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Disponível', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disponível')).toHaveAttribute('data-tone', 'success');
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Livro</Badge>
      <Badge tone="info">Reservado</Badge>
      <Badge tone="success">Disponível</Badge>
      <Badge tone="warning">Vence hoje</Badge>
      <Badge tone="danger">Em atraso</Badge>
    </div>
  ),
};
