import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { MyAreaPage } from './my-area-page.tsx';

const meta = {
  title: 'Screens/My area',
  component: MyAreaPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum', loggedIn: true },
} satisfies Meta<typeof MyAreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing: heading, the patron's greeting and the menu of every My-area item (spec §2). */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeVisible();
    await expect(await canvas.findByText(/Bem-vindo\(a\), Bruno Lima/)).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Menu do Meu Pergamum' }));
    const links = menu.getAllByRole('link');
    await expect(links).toHaveLength(16);
    await expect(menu.getByRole('link', { name: 'Renovação' })).toHaveAttribute(
      'href',
      '/meupergamum/renovacao',
    );
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** One item open: its menu link is the current page, its heading shows, the title names both. */
export const SectionOpen: Story = {
  parameters: { route: '/meupergamum/alertas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alertas' })).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: 'Menu do Meu Pergamum' }));
    await expect(menu.getByRole('link', { name: 'Alertas' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Alertas — Meu Pergamum — Universidade Acervo'));
  },
};
