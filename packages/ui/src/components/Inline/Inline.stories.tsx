import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 'sm', justify: 'start', wrap: true },
  argTypes: {
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
  },
  render: (args) => (
    <Inline {...args} role="group" aria-label="Ações do exemplar">
      <Button>Reservar</Button>
      <Button variant="secondary">Adicionar à lista</Button>
      <Button variant="secondary">Citar</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Ações do exemplar' });
    const [first, second] = within(group).getAllByRole('button');
    // Tab order follows the visual row.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().left);
  },
};

export const SpaceBetween: Story = { args: { justify: 'space-between' } };
