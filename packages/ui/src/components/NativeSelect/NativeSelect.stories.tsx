import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect.tsx';

const fields = [
  { id: '0', name: 'Todos os campos' },
  { id: '1', name: 'Título' },
  { id: '2', name: 'Autor' },
  { id: '3', name: 'Assunto' },
];

function Controlled(args: NativeSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NativeSelect
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Buscar em', options: fields, value: '0', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Buscar em' });
    await expect(select).toHaveValue('0');
    await userEvent.selectOptions(select, 'Autor');
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await expect(select).toHaveValue('2');
  },
};

export const WithDescription: Story = {
  args: { description: 'O campo onde os termos são procurados.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Buscar em' });
    await expect(select).toHaveAccessibleDescription('O campo onde os termos são procurados.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Escolha um campo.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Buscar em/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Escolha um campo.');
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Buscar em' })).toBeDisabled();
  },
};
