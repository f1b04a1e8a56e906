import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'md', align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Estantes">
      <Text as="li">Obras gerais</Text>
      <Text as="li">Filosofia e psicologia</Text>
      <Text as="li">Religião</Text>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Estantes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const items = within(list).getAllByRole('listitem');
    // Items sit in a column: each starts below the previous one.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

export const Loose: Story = { args: { gap: 'xl', align: 'start' } };
