import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const loans = [3, 5, 12, 9, 7, 2, 0, 4, 11, 8, 6, 1];

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'Empréstimos por mês em 2025',
    description: 'Empréstimos deste título em todas as bibliotecas.',
    categoryHeader: 'Mês',
    valueHeader: 'Empréstimos',
    totalLabel: 'Total',
    data: months.map((label, index) => ({ label, value: loans[index]! })),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoansByMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figure is named by its caption, and so is the table screen readers use.
    await expect(canvas.getByRole('figure', { name: 'Empréstimos por mês em 2025' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Empréstimos por mês em 2025' });
    const march = within(table).getByRole('row', { name: /março/ });
    await expect(march).toHaveTextContent('12');
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('68');
    // The bars repeat the table for the eye only: no list of bars reaches the accessibility tree.
    await expect(canvas.queryByRole('list')).toBeNull();
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-part="Bar"]');
    await expect(bars[2]!.style.getPropertyValue('--bar-share')).toBe('100%');
    await expect(bars[6]!.style.getPropertyValue('--bar-share')).toBe('0%');
  },
};

export const LongLabels: Story = {
  args: {
    title: 'Empréstimos por biblioteca',
    description: undefined,
    categoryHeader: 'Biblioteca',
    data: [
      { id: '1', label: 'Biblioteca Central', value: 1284 },
      { id: '2', label: 'Biblioteca de Letras e Artes', value: 312 },
      { id: '3', label: 'Biblioteca Setorial de Ciências da Saúde e Biológicas', value: 77 },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Empréstimos por biblioteca' });
    // Numbers are written as the locale writes them.
    await expect(within(table).getByRole('row', { name: /Biblioteca Central/ })).toHaveTextContent('1.284');
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('1.673');
  },
};

export const NothingToShow: Story = {
  args: {
    title: 'Empréstimos por mês em 2019',
    totalLabel: undefined,
    data: months.map((label) => ({ label, value: 0 })),
  },
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="Bar"]')];
    await expect(bars.every((bar) => bar.style.getPropertyValue('--bar-share') === '0%')).toBe(true);
    await expect(within(canvasElement).queryByRole('row', { name: /Total/ })).toBeNull();
  },
};
