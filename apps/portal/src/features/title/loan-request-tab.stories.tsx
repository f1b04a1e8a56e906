import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { loanRequestOptionsFixture } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const sentAnswer = {
  message: 'Solicitação de empréstimo registrada.',
  solicitacao: {
    codigo: 51,
    codAcervo: 1,
    titulo: 'Ressurreição',
    bibliotecaOrigem: { codigo: 3, descricao: 'Biblioteca de Letras e Artes' },
    bibliotecaRecebimento: { codigo: 2, descricao: 'Biblioteca do Campus Norte' },
    volume: null,
    tomo: null,
    parte: null,
    material_adicional: null,
    telefone: '(11) 5555-0101',
    email: 'ana.souza@example.org',
    domicilio: false,
    situacao: { codigo: 'aguardando', descricao: 'Aguardando atendimento' },
    data: '2026-11-26T10:00:00-03:00',
  },
};

const meta = {
  title: 'Screens/Title/Loan request',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/solicitacao-emprestimo', loggedIn: true },
  args: { codAcervo: 1, tab: 'solicitacao-emprestimo', notFound: <h1>Página não encontrada</h1> },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/solicitacao-emprestimo/:id/informacoes-iniciais', () =>
        HttpResponse.json(loanRequestOptionsFixture),
      ),
      http.post('/api/solicitacao-emprestimo/:id', () => HttpResponse.json(sentAnswer, { status: 201 })),
    );
  },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: field }, settle));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, settle));
};

/** Anonymous: the tab asks to log in instead of showing the form. */
export const LoginFirst: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Entrar para solicitar' }, settle),
    ).toHaveAttribute('href', '/login?redirect=%2Facervo%2F1%2Fsolicitacao-emprestimo');
  },
};

/** The form, with the patron's phone and e-mail already filled in. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Telefone/, {}, settle)).toHaveValue('(11) 5555-0101');
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('ana.souza@example.org');
  },
};

/** Every rule broken: each message beside its field, focus on the first, what was typed kept. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca que empresta/, 'Biblioteca Central (2 disponíveis)');
    const phone = canvas.getByLabelText(/^Telefone/);
    await userEvent.clear(phone);
    // Letters and dots are dropped as they are typed; what is left has no digit.
    await userEvent.type(phone, 'ramal-()');
    await expect(phone).toHaveValue('-()');
    const email = canvas.getByLabelText(/^E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'Ana@Example.org; bia@');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar o empréstimo' }));
    await expect(
      await canvas.findByText('Selecione todas as opções para solicitar o empréstimo!', {}, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Escolha a unidade de recebimento.')).toBeVisible();
    await expect(canvas.getByText('Informe um telefone com números.')).toBeVisible();
    await expect(canvas.getByText('Preencha um e-mail válido!')).toBeVisible();
    await expect(email).toHaveValue('Ana@Example.org; bia@');
  },
};

/** Sent: the server's words and the request's status. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca que empresta/, 'Biblioteca de Letras e Artes (1 disponível)');
    await choose(canvasElement, /Unidade de recebimento/, 'Biblioteca do Campus Norte');
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar o empréstimo' }));
    await expect(await canvas.findByText('Solicitação de empréstimo registrada.', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Situação: Aguardando atendimento.')).toBeVisible();
  },
};

/** The options could not be loaded: the reason and a retry, which brings the form. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/solicitacao-emprestimo/:id/informacoes-iniciais', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json(loanRequestOptionsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }, settle));
    await expect(await canvas.findByLabelText(/^Telefone/, {}, settle)).toBeVisible();
  },
};
