import { tokenPath } from '@acervo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { publicTokenFixture } from '../../testing/mocks/handlers.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { LoginPage } from './login-page.tsx';

/** The token endpoint as the server answers a password grant with `status` (public grants still work). */
function passwordGrantAnswers(status: number, body: Record<string, string>) {
  return http.post(tokenPath, async ({ request }) => {
    const grant = ((await request.json()) as { grant_type?: string }).grant_type;
    return grant === 'password' ? HttpResponse.json(body, { status }) : HttpResponse.json(publicTokenFixture);
  });
}

/** A busy CI machine can take longer than testing-library's 1 s default for a re-render. */
const settle = { timeout: 5000 };

/** No list box is open (a closing popover has left the page), so the story ends in a settled state. */
const listClosed = () =>
  waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull(), settle);

/** Picks an option of one of the kit's selects: its trigger is a button named by value and label. */
async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = within(canvasElement).getByRole('button', { name: new RegExp(label) });
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, settle));
  await listClosed();
  await waitFor(() => expect(trigger).toHaveFocus(), settle);
}

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Matrícula ou usuário')).toBeVisible();
    await expect(canvas.getByLabelText('Senha', { exact: true })).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(canvas.getByLabelText('Senha', { exact: true })).toHaveAttribute('type', 'text');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Preencha todos os campos para entrar!')).toBeVisible();
    await expect(canvas.getByLabelText('Matrícula ou usuário')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Matrícula ou usuário')).toHaveFocus();
  },
};

export const RequiredDestination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Matrícula ou usuário'), 'bruno.lima');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), 'Acervo@2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Activity 8 makes the destination required: its select is invalid, described and focused.
    const destination = canvas.getByRole('button', { name: /Direcionar para/ });
    await waitFor(
      () => expect(destination).toHaveAccessibleDescription('Preencha o campo Direcionar para.'),
      settle,
    );
    await waitFor(() => expect(destination).toHaveFocus(), settle);
    // The optional category offers "no category" besides the institution's codes, shortened.
    const category = canvas.getByRole('button', { name: /Categoria de usuário \(opcional\)/ });
    await userEvent.click(category);
    const listbox = within(await within(document.body).findByRole('listbox', {}, settle));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sem categoria',
      'Aluno de graduação',
      'Professor',
    ]);
    await userEvent.keyboard('{Escape}');
    await listClosed();
    // Escape gives focus back to the select it closed once its list has faded out; until then a
    // click elsewhere would be undone by that late return.
    await waitFor(() => expect(category).toHaveFocus(), settle);
    await chooseOption(canvasElement, 'Direcionar para', 'Meu Pergamum');
    await expect(canvas.getByRole('button', { name: /Direcionar para/ })).toHaveTextContent('Meu Pergamum');
  },
};

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      passwordGrantAnswers(401, {
        message: 'Matrícula ou usuário ou senha incorretos!',
        code: 'invalid_grant',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Matrícula ou usuário'), 'bruno.lima');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), 'errada');
    // The fixture grants activity 8, so the destination is asked and required.
    await chooseOption(canvasElement, 'Direcionar para', 'Catálogo');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(
      await canvas.findByText('Matrícula ou usuário ou senha incorretos! Tente novamente.'),
    ).toBeVisible();
  },
};

export const LockedAccount: Story = {
  beforeEach({ msw }) {
    msw.use(passwordGrantAnswers(430, { message: 'Acesso bloqueado', code: 'ACESSO_BLOQUEADO' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Matrícula ou usuário'), '2024200');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), '135790');
    // The fixture grants activity 8, so the destination is asked and required.
    await chooseOption(canvasElement, 'Direcionar para', 'Catálogo');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText(/Senha bloqueada por excesso de tentativas/)).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(passwordGrantAnswers(429, { message: 'Muitas tentativas', code: 'MUITAS_TENTATIVAS' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Matrícula ou usuário'), 'carla.ribeiro');
    await userEvent.type(canvas.getByLabelText('Senha', { exact: true }), 'x');
    // The fixture grants activity 8, so the destination is asked and required.
    await chooseOption(canvasElement, 'Direcionar para', 'Catálogo');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText(/Muitas tentativas consecutivas/)).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  beforeEach({ msw }) {
    const rules = {
      length: { min: 8, max: 64 },
      has_numbers: true,
      only_numbers: false,
      diff_case: true,
      special_char: false,
      diff_name: true,
      last_pw: 3,
    };
    msw.use(
      http.get('/api/pessoas/:usuario/recuperar-senha', () =>
        HttpResponse.json({
          emails: ['br***@un***.example'],
          nome: 'Bruno L.',
          tamanho_codigo: 6,
          tte: 900,
          expira_em: '2030-01-01T00:00:00.000Z',
          regras: rules,
        }),
      ),
      http.post('/api/pessoas/:usuario/recuperar-senha', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '123456'
          ? HttpResponse.json({ valido: true, regras: rules })
          : HttpResponse.json({ message: 'Código inválido ou expirado.' }, { status: 422 });
      }),
      http.put('/api/pessoas/:usuario/recuperar-senha', () =>
        HttpResponse.json({ message: 'Senha alterada.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Esqueci minha senha' }));
    await userEvent.type(canvas.getByLabelText('Matrícula ou usuário'), 'bruno.lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const code = await canvas.findByLabelText('Código de verificação');
    await userEvent.type(code, '000000');
    await expect(await canvas.findByText('Código inválido ou expirado.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.type(await canvas.findByLabelText('Nova senha', { exact: true }), 'Biblioteca2030');
    await userEvent.type(canvas.getByLabelText('Confirme a nova senha'), 'Biblioteca2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(await canvas.findByText('Senha alterada. Entre com a nova senha.')).toBeVisible();
  },
};
