import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-component="Skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const ResultCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: '5rem 1fr', gap: '1rem', maxWidth: '40rem' }}
    >
      <div style={{ height: '7rem' }}>
        <Skeleton shape="block" />
      </div>
      <Skeleton lines={3} />
    </div>
  ),
};
