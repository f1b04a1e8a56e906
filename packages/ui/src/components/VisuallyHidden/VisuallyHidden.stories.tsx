import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Typography/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link whose visible text is an icon and a number; screen readers hear the whole sentence. */
export const InALink: Story = {
  render: () => (
    <a href="#emprestimos">
      <Icon name="book" /> 3<VisuallyHidden> empréstimos em aberto</VisuallyHidden>
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /3\s*empréstimos em aberto/ });
    const hidden = within(link).getByText('empréstimos em aberto');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(2);
  },
};
