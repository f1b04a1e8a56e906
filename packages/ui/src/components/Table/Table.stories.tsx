import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

const loans = [
  { id: 1, title: 'Dom Casmurro', due: '2026-03-12', renewals: 1 },
  { id: 2, title: 'Iracema', due: '2026-03-05', renewals: 0 },
  { id: 3, title: 'Vidas secas', due: '2026-03-20', renewals: 2 },
];

function LoansTable({ onSelectionChange }: { onSelectionChange?: (keys: Selection) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'due', direction: 'ascending' });
  const [selected, setSelected] = useState<Selection>(new Set());
  const rows = useMemo(() => {
    const sorted = [...loans].sort((a, b) => {
      const key = sort.column as 'title' | 'due' | 'renewals';
      return String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true });
    });
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <Table
      aria-label="Empréstimos em aberto"
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onSelectionChange?.(keys);
      }}
      sortDescriptor={sort}
      onSortChange={setSort}
    >
      <TableHeader>
        <Column id="title" isRowHeader allowsSorting>
          Título
        </Column>
        <Column id="due" allowsSorting>
          Devolução
        </Column>
        <Column id="renewals" allowsSorting>
          Renovações
        </Column>
      </TableHeader>
      <TableBody items={rows}>
        {(loan) => (
          <Row id={loan.id}>
            <Cell label="Título">{loan.title}</Cell>
            <Cell label="Devolução">{new Date(`${loan.due}T12:00`).toLocaleDateString('pt-BR')}</Cell>
            <Cell label="Renovações">{loan.renewals}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: LoansTable,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof LoansTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortAndSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Empréstimos em aberto' });
    const titles = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(titles()).toEqual(['Iracema', 'Dom Casmurro', 'Vidas secas']);
    const dueHeader = within(table).getByRole('columnheader', { name: /Devolução/ });
    await expect(dueHeader).toHaveAttribute('aria-sort', 'ascending');

    // Sort by title with the keyboard: focus the header row, move to Título, press Enter.
    await userEvent.click(within(table).getByRole('columnheader', { name: /Título/ }));
    await expect(titles()).toEqual(['Dom Casmurro', 'Iracema', 'Vidas secas']);
    await userEvent.keyboard('[Enter]');
    await expect(titles()).toEqual(['Vidas secas', 'Iracema', 'Dom Casmurro']);

    // Rows: arrow down from the header, Space selects.
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(within(table).getByRole('checkbox', { name: /Vidas secas/ })).toBeChecked();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Selecionar tudo' }));
    await expect(within(table).getAllByRole('row', { selected: true })).toHaveLength(3);
  },
};
