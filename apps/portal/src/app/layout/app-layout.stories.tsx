import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * With activity 107 (the fixture's) the header's login opens the login modal over the page. The
 * modal's code loads on demand; the story loads it first, as pointing at the link does in the app.
 */
export const LoginModal: Story = {
  parameters: { route: '/acervo/1' },
  loaders: [() => import('../../features/auth/login-modal.tsx').then(() => ({}))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const login = await canvas.findByRole('link', { name: 'Entrar' });
    await waitFor(() => expect(login).toHaveAttribute('aria-haspopup', 'dialog'), { timeout: 5000 });
    await userEvent.click(login);
    const dialog = await page.findByRole('dialog', { name: 'Entrar' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByLabelText('Matrícula ou usuário')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(login).toHaveFocus());
  },
};
