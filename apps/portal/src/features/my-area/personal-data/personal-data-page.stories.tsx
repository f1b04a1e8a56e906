import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { personalDataFixture } from '../../../testing/mocks/personal-data-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as PersonalDataPage } from './personal-data-page.tsx';

const path = '/api/pessoas/meu-pergamum/dados-pessoais';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** What the story's server was asked to save. */
const saved: unknown[] = [];

const meta = {
  title: 'Screens/My area/Personal data',
  component: PersonalDataPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/dados-pessoais', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(http.get(path, () => HttpResponse.json(personalDataFixture)));
  },
} satisfies Meta<typeof PersonalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces a field's text the quick way (a paste). */
async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}

/** Every field of spec §3, grouped, with what the library has on file. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'CPF' }, settle)).toHaveValue('12345678062');
    await expect(canvas.getByText('Ana Beatriz Souza')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Receber e-mails da biblioteca' })).toBeChecked();
    for (const name of ['Contato', 'Endereço', 'Documentos e dados pessoais', 'Formação e trabalho'])
      await expect(canvas.getByRole('group', { name })).toBeVisible();
  },
};

/** Bad values are refused beside their fields, focus on the first; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = await canvas.findByRole('textbox', { name: 'CPF' }, settle);
    await replace(canvas.getByRole('textbox', { name: /^E-mail/ }), 'ana@');
    await replace(canvas.getByRole('textbox', { name: 'CEP' }), '7086');
    await replace(cpf, '123.456.780-62');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados' }));
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus(), settle);
    await expect(email).toHaveAccessibleDescription(/Preencha um e-mail válido!/);
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'Informe o CEP com 8 números (00000-000).',
    );
    await expect(cpf).toHaveAccessibleDescription(/Informe o CPF somente com números\./);
  },
};

/** Saved once however often pressed; the confirmation is announced. */
export const Saved: Story = {
  beforeEach({ msw }) {
    saved.length = 0;
    msw.use(
      http.put(path, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        await delay(300);
        return HttpResponse.json({
          dados: { ...personalDataFixture.dados, ...body },
          message: 'Dados atualizados com sucesso.',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replace(await canvas.findByRole('textbox', { name: 'Bairro' }, settle), 'Lago Norte');
    await expect(canvas.getByText('Há alterações não salvas.')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Salvar dados' });
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(await canvas.findByText('Dados salvos.', {}, settle)).toBeVisible();
    await expect(saved).toHaveLength(1);
    await expect(saved[0]).toMatchObject({ bairro: 'Lago Norte', cpf: '12345678062', receber_email: true });
  },
};

/** The server refuses a field: its message shows beside it and what was typed stays. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(path, () =>
        HttpResponse.json(
          { message: 'Dados inválidos.', code: 'VALIDACAO', fields: { cpf: 'CPF inválido.' } },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = await canvas.findByRole('textbox', { name: 'CPF' }, settle);
    await replace(canvas.getByRole('textbox', { name: 'Bairro' }), 'Lago Norte');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(cpf).toHaveFocus(), settle);
    await expect(cpf).toHaveAccessibleDescription(/CPF inválido\./);
    await expect(canvas.getByText('Dados inválidos.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Lago Norte');
  },
};

/** The data cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(path, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the data load: skeleton lines. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(path, async () => {
        await delay('infinite');
        return HttpResponse.json(personalDataFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
