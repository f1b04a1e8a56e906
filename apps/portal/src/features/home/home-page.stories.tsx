import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    await expect(await canvas.findByText('Universidade Acervo')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeVisible();
  },
};
