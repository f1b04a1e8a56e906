import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Ordenar por',
    defaultValue: 'relevance',
    onChange: fn(),
    children: (
      <>
        <Radio value="relevance">Relevância</Radio>
        <Radio value="title">Título</Radio>
        <Radio value="year">Ano</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Ordenar por' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Relevância' })).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    await expect(canvas.getByRole('radio', { name: 'Título' })).toBeChecked();
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    // Arrow keys wrap around, as native radio groups do.
    await expect(canvas.getByRole('radio', { name: 'Relevância' })).toBeChecked();
    await userEvent.keyboard('[ArrowUp]');
    await expect(args.onChange).toHaveBeenLastCalledWith('year');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
