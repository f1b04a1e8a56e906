import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '../Header/Header.tsx';
import { Main } from '../Main/Main.tsx';
import { Text } from '../Text/Text.tsx';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Header name="Biblioteca Central" actions={<a href="#entrar">Entrar</a>} />
      <Main>
        <Text>Conteúdo da página.</Text>
      </Main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Pular para o conteúdo principal' });
    // Hidden until focused: the first Tab reveals it.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(2);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(20);
    // Enter moves focus past the header into main.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).not.toHaveFocus();
  },
};
