import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Usuário', description: 'Seu código de usuário ou CPF.' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Usuário' });
    await expect(input).toHaveAccessibleDescription('Seu código de usuário ou CPF.');
    await userEvent.type(input, '2024001');
    await expect(input).toHaveValue('2024001');
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Informe seu usuário.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Usuário/ });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'ab',
    validate: (value) => (value.length < 3 ? 'Digite ao menos 3 caracteres.' : null),
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Usuário' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Digite ao menos 3 caracteres\./);
    await userEvent.type(input, 'c');
    await expect(input).toBeValid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024001' } };
