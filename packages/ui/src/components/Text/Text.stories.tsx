import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: {
    children:
      'O acervo reúne livros, periódicos, teses e materiais especiais. Use a pesquisa para localizar obras por título, autor ou assunto.',
    measure: true,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success', 'warning'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div>
      <Text tone="muted">Publicado em 1899</Text>
      <Text tone="success">Disponível: 3 exemplares</Text>
      <Text tone="warning">Devolução prevista para amanhã</Text>
      <Text tone="danger">Empréstimo em atraso</Text>
      <Text weight="bold" size="lg">
        Dom Casmurro
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Empréstimo em atraso')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};
