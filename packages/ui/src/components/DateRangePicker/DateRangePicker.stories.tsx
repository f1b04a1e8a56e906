import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Período',
    description: 'Empréstimos devolvidos neste período.',
    defaultValue: { start: parseDate('2026-02-01'), end: parseDate('2026-02-28') },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Período' });
    // The end date's day segment: arrow keys change it.
    const days = within(group).getAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(days[1]!);
    await userEvent.keyboard('[ArrowDown]');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-02-01'),
      end: parseDate('2026-02-27'),
    });

    // The calendar opens on the range's start and Escape closes it.
    canvas.getByRole('button', { name: /Calendário/i }).focus();
    await userEvent.keyboard('[Enter]');
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /domingo, 1 de fevereiro de 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A range picked on the calendar by keyboard. After Enter on the first day, react-aria moves focus
 * one day on (a sighted cue that the range has started; screen readers hear "click to finish"),
 * so the next arrow keys count from the day after the start. The end is the day that has focus
 * when Enter is pressed again, never a day later.
 */
export const PickRangeByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Calendário/i }).focus();
    await userEvent.keyboard('[Enter]');
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    const day = (name: RegExp) => within(grid).getByRole('button', { name });
    await waitFor(() => expect(day(/domingo, 1 de fevereiro de 2026/)).toHaveFocus());

    await userEvent.keyboard('[ArrowRight][ArrowRight]');
    await expect(day(/terça-feira, 3 de fevereiro de 2026/)).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await waitFor(() => expect(day(/quarta-feira, 4 de fevereiro de 2026/)).toHaveFocus());
    await userEvent.keyboard('[ArrowDown]');
    await expect(day(/quarta-feira, 11 de fevereiro de 2026/)).toHaveFocus();
    await userEvent.keyboard('[Enter]');

    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-02-03'),
      end: parseDate('2026-02-11'),
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    const group = canvas.getByRole('group', { name: 'Período' });
    const segment = (name: RegExp) => within(group).getByRole('spinbutton', { name });
    await expect(segment(/^dia, Data inicial/)).toHaveAttribute('aria-valuenow', '3');
    await expect(segment(/^mês, Data inicial/)).toHaveAttribute('aria-valuenow', '2');
    await expect(segment(/^dia, Data final/)).toHaveAttribute('aria-valuenow', '11');
    await expect(segment(/^mês, Data final/)).toHaveAttribute('aria-valuenow', '2');
    await expect(segment(/^ano, Data final/)).toHaveAttribute('aria-valuenow', '2026');
  },
};
