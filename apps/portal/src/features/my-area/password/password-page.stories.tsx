import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as PasswordPage } from './password-page.tsx';

const rulesPath = '/api/pessoas/meu-pergamum/senha/regras';
const changePath = '/api/pessoas/meu-pergamum/senha';

const rules = {
  regras: {
    length: { min: 8, max: 64 },
    has_numbers: true,
    only_numbers: false,
    diff_case: true,
    special_char: true,
    diff_name: true,
    last_pw: 3,
  },
  nome: 'Ana Beatriz Souza',
};

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** What the story's server was asked to change. */
const sent: unknown[] = [];

const meta = {
  title: 'Screens/My area/Change password',
  component: PasswordPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/alterar-senha', loggedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get(rulesPath, () => HttpResponse.json(rules)));
  },
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The server's rules as a checklist, none met yet. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ter entre 8 e 64 caracteres', {}, settle)).toBeVisible();
    await expect(canvas.getAllByText('(não atendido)')).toHaveLength(5);
  },
};

/** Typing fills the checklist and its tally is announced; a password with part of the name fails one rule. */
export const ChecklistFills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(/^Nova senha/, {}, settle), 'Beatriz#2026');
    await expect(canvas.getAllByText('(atendido)')).toHaveLength(4);
    await expect(canvas.getByText('4 de 5 critérios atendidos.')).toBeInTheDocument();
  },
};

/** Refused on the client: the rules and the confirmation, each beside its field, focus on the first. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(/^Senha atual/, {}, settle), 'Antiga#2024');
    await fill(canvas.getByLabelText(/^Nova senha/), 'curta');
    await fill(canvas.getByLabelText(/^Confirme a nova senha/), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    const fresh = canvas.getByLabelText(/^Nova senha/);
    await waitFor(() => expect(fresh).toHaveFocus(), settle);
    await expect(canvas.getByText('A senha não atende aos critérios.')).toBeVisible();
    await expect(canvas.getByText('As senhas não coincidem!')).toBeVisible();
  },
};

/** The server's answers land on their fields: here, a password used before (last-N rule). */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(changePath, () =>
        HttpResponse.json(
          {
            message: 'A senha não atende aos critérios.',
            code: 'SENHA_CRITERIOS',
            fields: { senhaNova: 'A nova senha deve ser diferente das últimas 3 senhas.' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(/^Senha atual/, {}, settle), 'Antiga#2024');
    await fill(canvas.getByLabelText(/^Nova senha/), 'Leitura#2026');
    await fill(canvas.getByLabelText(/^Confirme a nova senha/), 'Leitura#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(
      await canvas.findByText('A nova senha deve ser diferente das últimas 3 senhas.', {}, settle),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Nova senha/)).toHaveFocus(), settle);
  },
};

/** Sent once, trimmed; the fields empty and the change is confirmed. */
export const Changed: Story = {
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      http.put(changePath, async ({ request }) => {
        sent.push(await request.json());
        await delay(300);
        return HttpResponse.json({ message: 'Senha alterada com sucesso.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(/^Senha atual/, {}, settle), 'Antiga#2024');
    await fill(canvas.getByLabelText(/^Nova senha/), ' Leitura#2026 ');
    await fill(canvas.getByLabelText(/^Confirme a nova senha/), 'Leitura#2026');
    const save = canvas.getByRole('button', { name: 'Alterar senha' });
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(await canvas.findByText(/^Senha alterada\./, {}, settle)).toBeVisible();
    await expect(sent).toEqual([{ senhaAtual: 'Antiga#2024', senhaNova: 'Leitura#2026' }]);
  },
};

/** The rules cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(rulesPath, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Tentar novamente' }, settle),
    ).toBeVisible();
  },
};

/** While the rules load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(rulesPath, async () => {
        await delay('infinite');
        return HttpResponse.json(rules);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
