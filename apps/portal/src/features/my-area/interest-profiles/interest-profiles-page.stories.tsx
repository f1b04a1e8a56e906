import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as InterestProfilesPage } from './interest-profiles-page.tsx';

const base = '/api/perfil-interesse';

const options = {
  tiposDSI: [
    { codigo: 'area', descricao: 'Área de interesse' },
    { codigo: 'autor', descricao: 'Autor' },
    { codigo: 'assunto', descricao: 'Assunto' },
  ],
  tiposObra: [],
  idiomas: [],
  bibliotecas: [],
  validadePadrao: '2027-11-26',
};

const terms = {
  itens: [
    { codigo: 3, tipoDSI: 'area', termo: 'Direito constitucional', validade: '2026-10-01', ativo: false },
    { codigo: 2, tipoDSI: 'assunto', termo: 'Literatura brasileira', validade: '2027-03-01', ativo: true },
    { codigo: 1, tipoDSI: 'autor', termo: 'Machado de Assis', validade: '2027-11-26', ativo: true },
  ],
};

const titles = {
  titulos: [
    {
      codAcervo: 41,
      titulo: 'Memórias póstumas de Brás Cubas',
      autor: 'Machado de Assis',
      ano: 2019,
      motivo: 'Autor: Machado de Assis',
      incluidoEm: '2026-11-20T13:00:00.000Z',
    },
    {
      codAcervo: 57,
      titulo: 'Vidas secas',
      autor: 'Graciliano Ramos',
      ano: 2020,
      motivo: 'Assunto: Literatura brasileira',
      incluidoEm: '2026-11-12T17:30:00.000Z',
    },
  ],
};

const list = (body: object = terms) => http.get(`${base}/area-autor-assunto`, () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** What the story's server received, method and body or query. */
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Interest profiles',
  component: InterestProfilesPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/perfil-interesse',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.get(`${base}/areas-interesse/info-auxiliar`, () => HttpResponse.json(options)),
      http.get(`${base}/titulos`, () => HttpResponse.json(titles)),
      list(),
    );
  },
} satisfies Meta<typeof InterestProfilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function termList(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('list', { name: 'Áreas, autores e assuntos' }, settle),
  );
}

/** Each term with its kind, validity and state in words, and the titles that matched. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await termList(canvasElement);
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await expect(items.getByText('Vencido')).toBeVisible();
    await expect(items.getAllByText('Em vigor')).toHaveLength(2);
    await expect(items.getByText('Válido até 01/10/2026')).toBeVisible();
    await expect(items.getByRole('button', { name: 'Alterar validade de “Machado de Assis”' })).toBeVisible();
    await expect(items.getByRole('button', { name: 'Excluir “Machado de Assis”' })).toBeVisible();
    const matched = await canvas.findByRole('list', { name: 'Títulos que combinam com seu perfil' }, settle);
    await expect(within(matched).getByRole('link', { name: 'Vidas secas' })).toHaveAttribute(
      'href',
      '/acervo/57',
    );
    await expect(within(matched).getByText(/^Autor: Machado de Assis · incluído em/)).toBeVisible();
  },
};

/** Nothing followed yet, nothing matched: both say so, and the form is there to start. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      list({ itens: [] }),
      http.get(`${base}/titulos`, () => HttpResponse.json({ titulos: [] })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum termo acompanhado' }, settle),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum título por enquanto' }, settle),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Termo/ }, settle)).toBeVisible();
  },
};

/** While the terms load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/area-autor-assunto`, async () => {
        await delay('infinite');
        return HttpResponse.json(terms);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};

/** The terms cannot be loaded: the reason and a way to try again; the rest of the page stays. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/area-autor-assunto`, () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Termo/ }, settle)).toBeVisible();
  },
};

/** A term of two letters is refused beside the field before anything is sent; focus goes to it. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Termo/ }, settle);
    await userEvent.click(field);
    await userEvent.paste('ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Acompanhar' }));
    await waitFor(() => expect(field).toHaveFocus(), settle);
    await expect(field).toHaveAccessibleDescription(/Informe ao menos 3 caracteres\./);
    await expect(canvas.getByText('Corrija os campos indicados.')).toBeVisible();
    await expect(field).toHaveValue('ab');
    await expect(received).toEqual([]);
  },
};

/** The server refuses the validity: its message shows beside the date, and the term typed stays. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`${base}/area-autor-assunto`, async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Dados inválidos.',
            code: 'VALIDACAO',
            fields: { validade: 'A validade não pode estar no passado.' },
          },
          { status: 422 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Termo/ }, settle);
    await userEvent.click(field);
    await userEvent.paste('Clarice Lispector');
    await userEvent.click(canvas.getByRole('button', { name: 'Acompanhar' }));
    await expect(await canvas.findByText('A validade não pode estar no passado.', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Dados inválidos.')).toBeVisible();
    await expect(field).toHaveValue('Clarice Lispector');
    await expect(received).toEqual([
      { tipoDSI: 'autor', validade: '2027-11-26', itens: ['Clarice Lispector'] },
    ]);
  },
};

/** Followed once however often the button is pressed; the field empties and the list is fetched again. */
export const Followed: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    let saved = false;
    msw.use(
      http.get(`${base}/area-autor-assunto`, () =>
        HttpResponse.json(
          saved
            ? {
                itens: [
                  ...terms.itens,
                  {
                    codigo: 9,
                    tipoDSI: 'autor',
                    termo: 'Clarice Lispector',
                    validade: '2027-11-26',
                    ativo: true,
                  },
                ],
              }
            : terms,
        ),
      ),
      http.post(`${base}/area-autor-assunto`, async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        saved = true;
        return HttpResponse.json({ itens: terms.itens, message: 'Perfil atualizado.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Termo/ }, settle);
    await userEvent.click(field);
    await userEvent.paste('Clarice Lispector');
    const add = canvas.getByRole('button', { name: 'Acompanhar' });
    await userEvent.click(add);
    await userEvent.click(add);
    const items = await termList(canvasElement);
    await expect(await items.findByText('Clarice Lispector', {}, settle)).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(received).toHaveLength(1);
  },
};

/** The catalogue is searched for the name as registered; choosing one fills the field. */
export const CatalogueSearch: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/area-autor-assunto/pesquisa`, ({ request }) => {
        received.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({
          termos: [
            { termo: 'Assis, Machado de', titulos: 12 },
            { termo: 'Machado, Ana Maria', titulos: 1 },
          ],
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Termo/ }, settle);
    await userEvent.click(field);
    await userEvent.paste('Machado');
    await userEvent.click(canvas.getByRole('button', { name: 'Procurar no catálogo' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Assis, Machado de (12 títulos)' }, settle),
    );
    await expect(field).toHaveValue('Assis, Machado de');
    await expect(canvas.getByRole('button', { name: 'Machado, Ana Maria (1 título)' })).toBeVisible();
    await expect(received).toEqual([{ tipoPesquisa: 'autor', termoPesquisa: 'Machado' }]);
  },
};

/** Deleting asks first, naming the term; nothing is sent until it is confirmed. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const items = await termList(canvasElement);
    await userEvent.click(items.getByRole('button', { name: 'Excluir “Literatura brasileira”' }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Deixar de acompanhar “Literatura brasileira”?' },
      settle,
    );
    // The dialog fades in: it is found at once but visible only once its opacity has risen.
    await waitFor(
      () =>
        expect(
          within(dialog).getByText('Você não receberá mais alertas de títulos novos por este termo.'),
        ).toBeVisible(),
      settle,
    );
    await expect(received).toEqual([]);
  },
};

/** Confirmed: the term goes, with its kind, and the list is fetched again. */
export const Deleted: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    let deleted = false;
    msw.use(
      http.get(`${base}/area-autor-assunto`, () =>
        HttpResponse.json(deleted ? { itens: terms.itens.filter((item) => item.codigo !== 2) } : terms),
      ),
      http.delete(`${base}/area-autor-assunto`, ({ request }) => {
        received.push(Object.fromEntries(new URL(request.url).searchParams));
        deleted = true;
        return HttpResponse.json({ itens: [], message: 'Perfil atualizado.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const items = await termList(canvasElement);
    await userEvent.click(items.getByRole('button', { name: 'Excluir “Literatura brasileira”' }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(items.queryByText('Literatura brasileira')).toBeNull(), settle);
    await expect(received).toEqual([{ codigo: '2', tipoDSI: 'assunto' }]);
  },
};

/** The validity changes in a dialog that starts at the term's current date. */
export const ValidityChange: Story = {
  play: async ({ canvasElement }) => {
    const items = await termList(canvasElement);
    await userEvent.click(
      items.getByRole('button', { name: 'Alterar validade de “Direito constitucional”' }),
    );
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Nova validade de “Direito constitucional”' },
      settle,
    );
    // The dialog fades in: wait for it before reading what it shows.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeVisible(), settle);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** A past date is refused beside the field in the dialog, which stays open with the date chosen. */
export const ValidityRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(`${base}/area-autor-assunto/validade`, async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ itens: terms.itens, message: 'Perfil atualizado.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const items = await termList(canvasElement);
    // Its validity (01/10/2026) is already past: saving it unchanged is refused here.
    await userEvent.click(
      items.getByRole('button', { name: 'Alterar validade de “Direito constitucional”' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog', {}, settle));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('A validade não pode estar no passado.', {}, settle)).toBeVisible();
    await expect(received).toEqual([]);
  },
};
