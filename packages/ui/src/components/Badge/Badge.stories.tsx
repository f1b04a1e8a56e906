import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Disponível', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge around a text the story finds. */
const badgeOf = (text: HTMLElement) => text.closest<HTMLElement>('[data-component="Badge"]')!;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    await expect(badgeOf(within(canvasElement).getByText('Disponível'))).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Livro</Badge>
      <Badge tone="info">Reservado</Badge>
      <Badge tone="success">Disponível</Badge>
      <Badge tone="warning">Vence hoje</Badge>
      <Badge tone="danger">Em atraso</Badge>
    </div>
  ),
};

/** The words of each badge, line by line as laid out (a word split over two lines shows as two). */
function linesOf(words: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(words);
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return tops.size;
}

/**
 * In a table column that automatic layout squeezes (other columns take the room): each word stays
 * whole, the column as wide as the longest one; two words may take two lines, the dot stays round.
 */
export const InNarrowTableColumn: Story = {
  render: () => (
    <table style={{ width: '18rem', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'start' }}>Título</th>
          <th style={{ textAlign: 'start' }}>Situação</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Memórias póstumas de Brás Cubas, edição crítica comentada</td>
          <td>
            <Badge tone="info">Aguardando</Badge>
          </td>
        </tr>
        <tr>
          <td>Dom Casmurro, edição comemorativa ilustrada</td>
          <td>
            <Badge tone="danger">Em atraso</Badge>
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linesOf(canvas.getByText('Aguardando'))).toBe(1);
    const waiting = badgeOf(canvas.getByText('Aguardando'));
    await expect(waiting.scrollWidth).toBeLessThanOrEqual(waiting.clientWidth);
    const late = badgeOf(canvas.getByText('Em atraso'));
    await expect(late.scrollWidth).toBeLessThanOrEqual(late.clientWidth);
    const dot = getComputedStyle(late, '::before');
    await expect(dot.width).toBe(dot.height);
  },
};

/**
 * A space narrower than a word (a result's details at 320 px with text twice as large): the word
 * breaks inside the badge instead of running past it.
 */
export const WordWiderThanItsSpace: Story = {
  render: () => (
    <div style={{ width: '4rem' }} data-testid="column">
      <Badge tone="success">2 de 3 disponíveis</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const badge = badgeOf(within(column).getByText('2 de 3 disponíveis'));
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};
