import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FacetGroup } from './FacetGroup.tsx';

const languages = [
  { id: 'por', label: 'Português', count: 1204 },
  { id: 'eng', label: 'Inglês', count: 811 },
  { id: 'spa', label: 'Espanhol', count: 302 },
  { id: 'fre', label: 'Francês', count: 120 },
  { id: 'ger', label: 'Alemão', count: 41 },
  { id: 'ita', label: 'Italiano', count: 33 },
  { id: 'lat', label: 'Latim', count: 12 },
  { id: 'jpn', label: 'Japonês', count: 3 },
];

const meta = {
  title: 'Components/FacetGroup',
  component: FacetGroup,
  args: { title: 'Idioma', values: languages, selected: [], onChange: fn(), limit: 3 },
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([...args.selected]);
    return (
      <div style={{ maxWidth: '20rem' }}>
        <FacetGroup
          {...args}
          selected={selected}
          onChange={(next) => {
            args.onChange(next);
            setSelected(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FacetGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowMore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Idioma' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Idioma' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Português, 1.204' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['por']);
    const more = canvas.getByRole('button', { name: 'Mostrar mais' });
    await userEvent.click(more);
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const FilterWithin: Story = {
  args: { filterable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filtrar Idioma' }), 'frances');
    const group = canvas.getByRole('group', { name: 'Idioma' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await expect(within(group).getByRole('checkbox', { name: 'Francês, 120' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Filtrar Idioma' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filtrar Idioma' }), 'xyz');
    await expect(canvas.getByText('Nenhum resultado')).toBeVisible();
  },
};
