import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { name: 'Biblioteca Central', homeHref: '#inicio' },
  render: (args) => (
    <Header {...args} actions={<Button variant="secondary">Entrar</Button>}>
      <Inline as="nav" aria-label="Principal" gap="md">
        <a href="#pesquisa">Pesquisa</a>
        <a href="#novidades">Novidades</a>
      </Inline>
    </Header>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Biblioteca Central – página inicial' });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await expect(within(banner).getByRole('link', { name: 'Pesquisa' })).toHaveFocus();
    await expect(within(banner).getByRole('navigation', { name: 'Principal' })).toBeVisible();
  },
};

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="48" height="48" rx="8" fill="#0b5f6b"/><text x="60" y="32" font-size="20" font-family="sans-serif" fill="#1b1e21">UFX</text></svg>',
)}`;

/** With a logo the name becomes the link's accessible name, so the image itself is decorative. */
export const WithLogo: Story = {
  args: { logo, name: 'Universidade Federal X' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Universidade Federal X – página inicial' }),
    ).toBeVisible();
  },
};
