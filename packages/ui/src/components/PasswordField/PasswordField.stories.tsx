import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Senha' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3gredo');

    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3gredo');
    await userEvent.keyboard('[Enter]');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Nova senha',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'Ao menos 8 caracteres, com letras e números.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Nova senha/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Ao menos 8 caracteres, com letras e números.');
  },
};
