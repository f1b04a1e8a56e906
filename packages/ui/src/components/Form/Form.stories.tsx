import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { onSubmit: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form: required fields, a server error on one field, a captcha slot. */
export const SignIn: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<Record<string, string>>({});
    return (
      <Form
        {...args}
        validationErrors={errors}
        onSubmit={(event) => {
          args.onSubmit?.(event);
          setErrors({ password: 'Usuário ou senha incorretos.' });
        }}
        captcha={<div data-testid="captcha">Captcha</div>}
        actions={
          <>
            <Button type="submit">Entrar</Button>
            <Button variant="quiet">Esqueci minha senha</Button>
          </>
        }
      >
        <TextField name="username" label="Usuário" isRequired errorMessage="Preencha o usuário." />
        <PasswordField
          name="password"
          label="Senha"
          isRequired
          errorMessage={(v) => v.validationErrors.join(' ') || 'Preencha a senha.'}
        />
        <Checkbox name="remember">Manter conectado</Checkbox>
      </Form>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /Usuário/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Native validation blocks the submit and focuses the first invalid field.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('Preencha o usuário.');

    await userEvent.type(username, 'ana');
    await userEvent.type(canvas.getByLabelText(/Senha/), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const password = canvas.getByLabelText(/Senha/);
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription('Usuário ou senha incorretos.');
    await expect(canvas.getByTestId('captcha')).toBeVisible();
  },
};

export const WithFormError: Story = {
  args: {
    error: 'Não foi possível comunicar com o servidor.',
    actions: <Button type="submit">Enviar</Button>,
    children: <TextField name="code" label="Código de verificação" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível comunicar com o servidor.',
    );
  },
};
