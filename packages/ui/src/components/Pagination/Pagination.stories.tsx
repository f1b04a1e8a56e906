import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginação' });
    const pages = within(nav);
    await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pages.getByRole('button', { name: 'Página 12' }));
    await expect(pages.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const Links: Story = {
  args: { page: 6, getPageHref: (page: number) => `?pagina=${page}` },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginação' });
    await expect(within(nav).getByRole('link', { name: 'Página 7' })).toHaveAttribute('href', '?pagina=7');
    await expect(within(nav).getByRole('link', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
  },
};
