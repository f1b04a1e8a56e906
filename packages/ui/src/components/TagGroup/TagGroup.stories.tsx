import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, TagGroup } from './TagGroup.tsx';

const initial = [
  { id: 'T:livro', name: 'Tipo: Livro' },
  { id: 'Y:2020', name: 'Ano: 2020' },
  { id: 'I:por', name: 'Idioma: Português' },
];

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  args: { label: 'Filtros aplicados', onRemove: fn() },
  render: function Render(args) {
    const [filters, setFilters] = useState(initial);
    return (
      <TagGroup
        label={args.label}
        items={filters}
        onRemove={(keys) => {
          args.onRemove?.(keys);
          setFilters((current) => current.filter((filter) => !keys.has(filter.id)));
        }}
        renderEmptyState={() => 'Nenhum filtro'}
      >
        {(filter) => <Tag id={filter.id}>{filter.name}</Tag>}
      </TagGroup>
    );
  },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemovableFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Filtros aplicados' });
    const row = (name: string) => within(grid).getByRole('row', { name });
    await userEvent.tab();
    await expect(row('Tipo: Livro')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    await expect(row('Ano: 2020')).toHaveFocus();
    await userEvent.keyboard('[End]');
    await expect(row('Idioma: Português')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await expect(row('Tipo: Livro')).toHaveFocus();
    await userEvent.keyboard('[Delete]');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(within(grid).queryByRole('row', { name: 'Tipo: Livro' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Ano: 2020' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(1);
  },
};
