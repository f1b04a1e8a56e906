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
