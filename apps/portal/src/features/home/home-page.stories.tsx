import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { HomePage } from './home-page.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
    await expect(
      canvas.getByText('Encontre livros, periódicos e outros materiais da biblioteca.'),
    ).toBeVisible();
    // The name is the header's and the document title's: the page does not repeat it.
    await waitFor(() => expect(document.title).toBe('Início — Universidade Acervo'));
    await expect(canvas.queryByText(/Universidade Acervo/)).toBeNull();
  },
};
