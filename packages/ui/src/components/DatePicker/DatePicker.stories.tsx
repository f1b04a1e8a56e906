import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Data de nascimento', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndPick: Story = {
  args: { defaultValue: parseDate('2026-03-12') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Data de nascimento' });
    // Portuguese order: day, month, year.
    const day = within(group).getByRole('spinbutton', { name: /dia/i });
    await userEvent.click(day);
    await userEvent.keyboard('[ArrowUp]');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-13'));

    await userEvent.click(canvas.getByRole('button', { name: /Calendário/i }));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /13/ })).toHaveFocus());
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Enter]');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-14'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2030-01-01'),
    maxValue: parseDate('2026-01-01'),
    validationBehavior: 'aria',
    errorMessage: 'A data não pode estar no futuro.',
  },
};
