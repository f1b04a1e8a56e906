import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Exemplares', defaultValue: 1, minValue: 1, maxValue: 5, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Exemplares' });
    await userEvent.click(input);
    await userEvent.keyboard('[ArrowUp]');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('[End]');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('[Home]');
    await expect(input).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: /Aumentar/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Portuguese formats decimals with a comma. */
export const Decimal: Story = {
  args: {
    label: 'Valor',
    defaultValue: 1234.5,
    minValue: 0,
    maxValue: undefined,
    formatOptions: { minimumFractionDigits: 2 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Valor' })).toHaveValue('1.234,50');
  },
};
