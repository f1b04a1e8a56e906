import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Catálogo da biblioteca' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Catálogo da biblioteca</Heading>
      <Heading level={2}>Resultados da pesquisa</Heading>
      <Heading level={3}>Filtros</Heading>
      <Heading level={4}>Tipo de material</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Catálogo da biblioteca' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Tipo de material' })).toBeVisible();
  },
};

/** Level follows the outline, size follows the design: an h2 that looks small. */
export const LevelAndSizeApart: Story = {
  args: { level: 2, size: 'sm', children: 'Veja também' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Veja também' });
    await expect(heading).toHaveAttribute('data-size', 'sm');
  },
};
