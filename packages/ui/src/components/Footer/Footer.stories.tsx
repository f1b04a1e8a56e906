import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  render: (args) => (
    <Footer {...args}>
      <Inline gap="lg" as="nav" aria-label="Institucional">
        <a href="#acessibilidade">Acessibilidade</a>
        <a href="#privacidade">Privacidade</a>
        <a href="#contato">Contato</a>
      </Inline>
      <Text size="sm" tone="muted">
        Biblioteca Central · Rua das Letras, 100
      </Text>
    </Footer>
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Institucional' })).toBeVisible();
  },
};
