import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The words come from the kit's dictionary in the toolbar's locale (pt by default).
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando…');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Buscando exemplares…', showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buscando exemplares…')).toBeVisible();
  },
};
