import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money.tsx';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: 12.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 12,50');
  },
};

export const Debt: Story = {
  args: { amount: -7.25, highlightNegative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/7,25/)).toHaveAttribute('data-negative', 'true');
  },
};
