import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './PageLoading.tsx';

const meta = {
  title: 'Feedback/PageLoading',
  component: PageLoading,
  args: { delay: 0 },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando a página…');
  },
};

/** With the default delay nothing shows for the first 250 ms, then the status appears. */
export const Delayed: Story = {
  args: { delay: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando a página…');
  },
};
