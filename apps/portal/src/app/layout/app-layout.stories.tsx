import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { AppLayout } from './app-layout.tsx';

const meta = {
  title: 'Screens/Frame',
  component: AppLayout,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every page lives in, for an anonymous visitor. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Universidade Acervo/ })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Comentário geral' })).toBeVisible();
  },
};

/** The accessibility panel opens from the top bar. */
export const AccessibilityOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Acessibilidade' }));
    await expect(await canvas.findByRole('slider', { name: 'Zoom' })).toBeVisible();
  },
};
