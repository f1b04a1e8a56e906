import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Main } from './Main.tsx';

const meta = {
  title: 'Shell/Main',
  component: Main,
  render: (args) => (
    <Main {...args}>
      <Heading level={1}>Minha conta</Heading>
      <Text>Empréstimos, reservas e histórico.</Text>
    </Main>
  ),
} satisfies Meta<typeof Main>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  },
};
