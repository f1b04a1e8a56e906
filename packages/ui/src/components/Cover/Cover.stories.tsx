import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Cover } from './Cover.tsx';

const meta = {
  title: 'Components/Cover',
  component: Cover,
  args: { title: 'Dom Casmurro: romance', author: 'Machado de Assis' },
} satisfies Meta<typeof Cover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: a typographic cover, hidden from screen readers because the title is beside it. */
export const Generated: Story = {
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('[data-component="Cover"]');
    await expect(cover).toHaveAttribute('data-generated');
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
    await expect(cover).toHaveTextContent('Dom Casmurro');
  },
};

/** Standing alone, the cover is an image named by `alt`. */
export const GeneratedWithAlt: Story = {
  args: { alt: 'Capa de Dom Casmurro', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Capa de Dom Casmurro' })).toBeVisible();
  },
};

/** A broken image falls back to the generated cover. */
export const BrokenImage: Story = {
  args: { src: '/does-not-exist.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-generated]')).not.toBeNull());
  },
};

export const Palettes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {[
        'Iracema',
        'O Cortiço',
        'Vidas secas',
        'Macunaíma',
        'Grande sertão: veredas',
        'A hora da estrela',
      ].map((title) => (
        <Cover key={title} title={title} author="Autor" size="sm" />
      ))}
    </div>
  ),
};
