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
  tiposObra: [
    { codigo: 7, descricao: 'Mapa' },
    { codigo: 2, descricao: 'Tese' },
    { codigo: 10, descricao: 'Vídeo' },
  ],
  idiomas: [
    { codigo: 'spa', descricao: 'Espanhol' },
    { codigo: 'eng', descricao: 'Inglês' },
    { codigo: 'por', descricao: 'Português' },
  ],
  bibliotecas: [
    { codigo: 1, descricao: 'Biblioteca Central' },
    { codigo: 2, descricao: 'Biblioteca de Direito' },
    { codigo: 3, descricao: 'Biblioteca de Letras e Artes' },
  ],
  validadePadrao: '2027-11-26',
};

const terms = {
  itens: [
    { codigo: 3, tipoDSI: 'area', termo: 'Direito constitucional', validade: '2026-10-01', ativo: false },
    { codigo: 2, tipoDSI: 'assunto', termo: 'Literatura brasileira', validade: '2027-03-01', ativo: true },
    { codigo: 1, tipoDSI: 'autor', termo: 'Machado de Assis', validade: '2027-11-26', ativo: true },
  ],
};

const periodicals = {
  itens: [
    {
      codigo: 6,
      codAcervo: 901,
      titulo: 'Cadernos de Letras',
      validade: '2026-09-01',
      ativo: false,
      fasciculo: false,
      artigo: true,
      sumario: false,
      bibliotecas: [],
    },
    {
      codigo: 5,
      codAcervo: 900,
      titulo: 'Revista Brasileira de Direito',
      validade: '2027-06-30',
      ativo: true,
      fasciculo: true,
      artigo: false,
      sumario: true,
      bibliotecas: [2, 1],
    },
  ],
};

const workTypes = {
  itens: [
    {
      codigo: 8,
      codTipoObra: 7,
      descricao: 'Mapa',
      validade: '2027-01-15',
      ativo: true,
      bibliotecas: [],
      idiomas: [],
    },
    {
      codigo: 7,
      codTipoObra: 2,
      descricao: 'Tese',
      validade: '2027-11-26',
      ativo: true,
      bibliotecas: [1],
      idiomas: ['por', 'eng'],
    },
  ],
};

const found = {
  periodicos: [
    { codAcervo: 910, titulo: 'Revista de Educação', issn: ['1234-5678'] },
    { codAcervo: 911, titulo: 'Revista de Educação Física', issn: [] },
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
const periodicalList = (body: object = periodicals) =>
  http.get(`${base}/periodicos`, () => HttpResponse.json(body));
const workTypeList = (body: object = workTypes) =>
  http.get(`${base}/tipo-obra`, () => HttpResponse.json(body));

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
      periodicalList(),
      workTypeList(),
    );
  },
} satisfies Meta<typeof InterestProfilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of the page's three forms, by its name; each has its own "Acompanhar" button. */
async function formNamed(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('form', { name }, settle));
}

async function listNamed(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('list', { name }, settle));
}

async function termList(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('list', { name: 'Áreas, autores e assuntos' }, settle),
  );
}

type Within = ReturnType<typeof within>;

/** Typed as the patron pastes it: into the field, at once. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The term form's field, once the form shows, with `text` typed into it. */
async function typeTerm(canvasElement: HTMLElement, text: string) {
  const field = await within(canvasElement).findByRole('textbox', { name: /^Termo/ }, settle);
  await typeInto(field, text);
  return field;
}

/** The term form's "Acompanhar" button (each form has its own). */
async function followTermButton(canvasElement: HTMLElement) {
  return (await formNamed(canvasElement, 'Acompanhar um termo')).getByRole('button', { name: 'Acompanhar' });
}

/** Searches the periodical form for `words`; the title field comes back, to check what it keeps. */
async function searchPeriodicals(form: Within, words: string) {
  const title = form.getByRole('textbox', { name: /^Título do periódico/ });
  await typeInto(title, words);
  await userEvent.click(form.getByRole('button', { name: 'Procurar periódicos' }));
  return title;
}

/** Ticks a periodical the search found, once it shows. */
async function choosePeriodical(form: Within, name: string) {
  const choice = await form.findByRole('checkbox', { name }, settle);
  await userEvent.click(choice);
  return choice;
}

/** The server's refusal (422), with a message for each field named. */
const refusal = (fields: Record<string, string>) =>
  HttpResponse.json({ message: 'Dados inválidos.', code: 'VALIDACAO', fields }, { status: 422 });

/** A handler that records the request's JSON body, then answers. */
const recordingBody =
  (answer: () => Response) =>
  async ({ request }: { request: Request }) => {
    received.push(await request.json());
    return answer();
  };

/** A handler that records the request's query, then answers. */
const recordingQuery =
  (answer: () => Response) =>
  ({ request }: { request: Request }) => {
    received.push(Object.fromEntries(new URL(request.url).searchParams));
    return answer();
  };

/**
 * A kind's list (`path` under the profile's base) and its add: once the add is answered, after
 * `wait` ms when given, the list has `added` too.
 */
function followOnce(path: string, list: { itens: object[] }, added: object, wait?: number) {
  let saved = false;
  return [
    http.get(`${base}/${path}`, () => HttpResponse.json(saved ? { itens: [...list.itens, added] } : list)),
    http.post(`${base}/${path}`, async ({ request }) => {
      received.push(await request.json());
      if (wait) await delay(wait);
      saved = true;
      return HttpResponse.json({ itens: list.itens, message: 'Perfil atualizado.' });
    }),
  ];
}

/** A kind's list and its delete: once the delete is answered, the item `codigo` has gone. */
function deleteOnce(path: string, list: { itens: { codigo: number }[] }, codigo: number) {
  let deleted = false;
  return [
    http.get(`${base}/${path}`, () =>
      HttpResponse.json(deleted ? { itens: list.itens.filter((item) => item.codigo !== codigo) } : list),
    ),
    http.delete(
      `${base}/${path}`,
      recordingQuery(() => {
        deleted = true;
        return HttpResponse.json({ itens: [], message: 'Perfil atualizado.' });
      }),
    ),
  ];
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

/** Nothing followed yet, nothing matched: each kind and the titles say so, and the form is there to start. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      list({ itens: [] }),
      periodicalList({ itens: [] }),
      workTypeList({ itens: [] }),
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
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum periódico acompanhado' }, settle),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum tipo de obra acompanhado' }, settle),
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
    const field = await typeTerm(canvasElement, 'ab');
    await userEvent.click(await followTermButton(canvasElement));
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
      http.post(
        `${base}/area-autor-assunto`,
        recordingBody(() => refusal({ validade: 'A validade não pode estar no passado.' })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await typeTerm(canvasElement, 'Clarice Lispector');
    await userEvent.click(await followTermButton(canvasElement));
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
    msw.use(
      ...followOnce(
        'area-autor-assunto',
        terms,
        { codigo: 9, tipoDSI: 'autor', termo: 'Clarice Lispector', validade: '2027-11-26', ativo: true },
        300,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const field = await typeTerm(canvasElement, 'Clarice Lispector');
    const add = await followTermButton(canvasElement);
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
      http.get(
        `${base}/area-autor-assunto/pesquisa`,
        recordingQuery(() =>
          HttpResponse.json({
            termos: [
              { termo: 'Assis, Machado de', titulos: 12 },
              { termo: 'Machado, Ana Maria', titulos: 1 },
            ],
          }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await typeTerm(canvasElement, 'Machado');
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
    msw.use(...deleteOnce('area-autor-assunto', terms, 2));
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
      http.put(
        `${base}/area-autor-assunto/validade`,
        recordingBody(() => HttpResponse.json({ itens: terms.itens, message: 'Perfil atualizado.' })),
      ),
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

/** Periodicals and work types listed like terms: what each follows, where, until when, and its actions. */
export const PeriodicalsAndWorkTypes: Story = {
  play: async ({ canvasElement }) => {
    const journals = await listNamed(canvasElement, 'Periódicos');
    await expect(journals.getAllByRole('listitem')).toHaveLength(2);
    const law = within(journals.getByText('Revista Brasileira de Direito').closest('li')!);
    await expect(law.getByText('Avisar sobre: Fascículo e Sumário')).toBeVisible();
    await expect(law.getByText('Biblioteca de Direito e Biblioteca Central')).toBeVisible();
    await expect(law.getByText('Em vigor')).toBeVisible();
    const letters = within(journals.getByText('Cadernos de Letras').closest('li')!);
    await expect(letters.getByText('Todas as bibliotecas')).toBeVisible();
    await expect(letters.getByText('Vencido')).toBeVisible();
    await expect(
      journals.getByRole('button', { name: 'Alterar validade de “Revista Brasileira de Direito”' }),
    ).toBeVisible();
    await expect(journals.getByRole('button', { name: 'Excluir “Cadernos de Letras”' })).toBeVisible();

    const types = await listNamed(canvasElement, 'Tipos de obra');
    await expect(types.getAllByRole('listitem')).toHaveLength(2);
    const theses = within(types.getByText('Tese').closest('li')!);
    await expect(theses.getByText('Biblioteca Central')).toBeVisible();
    await expect(theses.getByText('Português e Inglês')).toBeVisible();
    await expect(theses.getByText('Válido até 26/11/2027')).toBeVisible();
    const maps = within(types.getByText('Mapa').closest('li')!);
    await expect(maps.getByText('Todos os idiomas')).toBeVisible();
    await expect(types.getByRole('button', { name: 'Excluir “Mapa”' })).toBeVisible();
  },
};

/** Periodicals and work types cannot be loaded: each says why with a retry; the terms and forms stay. */
export const KindsLoadError: Story = {
  beforeEach({ msw }) {
    const unavailable = () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 });
    msw.use(http.get(`${base}/periodicos`, unavailable), http.get(`${base}/tipo-obra`, unavailable));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByText('Não foi possível carregar esta lista.')).toHaveLength(2),
      settle,
    );
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
    await expect((await termList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    await expect(await canvas.findByRole('form', { name: 'Acompanhar um periódico' }, settle)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Acompanhar um tipo de obra' })).toBeVisible();
  },
};

/**
 * Nothing chosen: the title field says to search and choose, the journal types say at least one,
 * and focus goes to the title. Once a periodical is chosen, only the journal type is missing: the
 * message stays beside it, focus goes to its first box, and the choice is kept. Nothing is sent.
 */
export const PeriodicalErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `${base}/periodicos/pesquisa`,
        recordingQuery(() => HttpResponse.json(found)),
      ),
      http.post(
        `${base}/periodicos`,
        recordingBody(() => HttpResponse.json(periodicals)),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um periódico');
    const title = form.getByRole('textbox', { name: /^Título do periódico/ });
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    await waitFor(() => expect(title).toHaveFocus(), settle);
    await expect(title).toHaveAccessibleDescription(/Procure pelo título e escolha ao menos um periódico\./);
    const kinds = form.getByRole('group', { name: /^Avisar sobre/ });
    await expect(
      within(kinds).getByText(
        'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
      ),
    ).toBeVisible();
    await expect(form.getByText('Corrija os campos indicados.')).toBeVisible();

    await userEvent.click(form.getByRole('checkbox', { name: 'Biblioteca de Direito' }));
    await searchPeriodicals(form, 'educação');
    const choice = await choosePeriodical(form, 'Revista de Educação (ISSN 1234-5678)');
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    await waitFor(() => expect(form.getByRole('checkbox', { name: 'Fascículo' })).toHaveFocus(), settle);
    await expect(
      within(kinds).getByText(
        'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
      ),
    ).toBeVisible();
    await expect(choice).toBeChecked();
    await expect(title).toHaveValue('educação');
    await expect(received).toEqual([{ termoPesquisa: 'educação', bibliotecas: '2' }]);
  },
};

/** A search with no periodical says so; the words typed stay to be changed. */
export const PeriodicalNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${base}/periodicos/pesquisa`, () => HttpResponse.json({ periodicos: [] })));
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um periódico');
    const title = await searchPeriodicals(form, 'xyz');
    await expect(
      await form.findByText(
        'Nenhum periódico com estas letras no título. Tente outras palavras.',
        {},
        settle,
      ),
    ).toBeVisible();
    await expect(title).toHaveValue('xyz');
  },
};

/** The server's field messages show on their fields (the journal types, the date); choices stay. */
export const PeriodicalRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/periodicos/pesquisa`, () => HttpResponse.json(found)),
      http.post(
        `${base}/periodicos`,
        recordingBody(() =>
          refusal({
            fasciculo: 'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
            validade: 'A validade não pode estar no passado.',
          }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um periódico');
    await searchPeriodicals(form, 'educação');
    const choice = await choosePeriodical(form, 'Revista de Educação Física');
    await userEvent.click(form.getByRole('checkbox', { name: 'Artigo' }));
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    const kinds = within(form.getByRole('group', { name: /^Avisar sobre/ }));
    await expect(
      await kinds.findByText(
        'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
        {},
        settle,
      ),
    ).toBeVisible();
    await expect(form.getByText('A validade não pode estar no passado.')).toBeVisible();
    await expect(form.getByText('Dados inválidos.')).toBeVisible();
    await expect(choice).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Artigo' })).toBeChecked();
    await expect(received).toEqual([
      {
        validade: '2027-11-26',
        itens: [911],
        bibliotecas: [],
        fasciculo: false,
        artigo: true,
        sumario: false,
      },
    ]);
  },
};

/** The network fails: the form says so and keeps every choice; pressing again is the retry. */
export const PeriodicalNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/periodicos/pesquisa`, () => HttpResponse.json(found)),
      http.post(`${base}/periodicos`, () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um periódico');
    const title = await searchPeriodicals(form, 'educação');
    const choice = await choosePeriodical(form, 'Revista de Educação (ISSN 1234-5678)');
    await userEvent.click(form.getByRole('checkbox', { name: 'Sumário' }));
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    await expect(
      await form.findByText(/Não foi possível comunicar com o servidor/, {}, settle),
    ).toBeVisible();
    await expect(choice).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Sumário' })).toBeChecked();
    await expect(title).toHaveValue('educação');
    await expect(form.getByRole('button', { name: 'Acompanhar' })).toBeEnabled();
  },
};

/** Followed once however often the button is pressed, with every choice; the list is fetched again. */
export const PeriodicalFollowed: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get(`${base}/periodicos/pesquisa`, () => HttpResponse.json(found)),
      ...followOnce(
        'periodicos',
        periodicals,
        {
          codigo: 9,
          codAcervo: 910,
          titulo: 'Revista de Educação',
          validade: '2027-11-26',
          ativo: true,
          fasciculo: true,
          artigo: true,
          sumario: false,
          bibliotecas: [3],
        },
        300,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um periódico');
    // The form's library boxes are the first thing it asks; wait for them on a busy machine.
    await userEvent.click(
      await form.findByRole('checkbox', { name: 'Biblioteca de Letras e Artes' }, settle),
    );
    const title = await searchPeriodicals(form, 'educação');
    await choosePeriodical(form, 'Revista de Educação (ISSN 1234-5678)');
    await userEvent.click(form.getByRole('checkbox', { name: 'Fascículo' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Artigo' }));
    const add = form.getByRole('button', { name: 'Acompanhar' });
    await userEvent.click(add);
    await userEvent.click(add);
    const journals = await listNamed(canvasElement, 'Periódicos');
    await expect(await journals.findByText('Revista de Educação', {}, settle)).toBeVisible();
    await expect(title).toHaveValue('');
    await expect(received).toEqual([
      {
        validade: '2027-11-26',
        itens: [910],
        bibliotecas: [3],
        fasciculo: true,
        artigo: true,
        sumario: false,
      },
    ]);
  },
};

/** A periodical's validity changes in the same dialog as a term's, sending its other choices as they are. */
export const PeriodicalValidityChanged: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.put(
        `${base}/periodicos`,
        recordingBody(() => HttpResponse.json({ itens: periodicals.itens, message: 'Perfil atualizado.' })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const journals = await listNamed(canvasElement, 'Periódicos');
    await userEvent.click(
      journals.getByRole('button', { name: 'Alterar validade de “Revista Brasileira de Direito”' }),
    );
    const dialog = within(
      await within(document.body).findByRole(
        'dialog',
        { name: 'Nova validade de “Revista Brasileira de Direito”' },
        settle,
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(received).toHaveLength(1), settle);
    await expect(received).toEqual([
      {
        codigo: 5,
        validade: '2027-06-30',
        bibliotecas: [2, 1],
        fasciculo: true,
        artigo: false,
        sumario: true,
      },
    ]);
  },
};

/** Deleting a periodical asks first, naming it; confirmed, it goes and the list is fetched again. */
export const PeriodicalDeleted: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(...deleteOnce('periodicos', periodicals, 6));
  },
  play: async ({ canvasElement }) => {
    const journals = await listNamed(canvasElement, 'Periódicos');
    await userEvent.click(journals.getByRole('button', { name: 'Excluir “Cadernos de Letras”' }));
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: 'Deixar de acompanhar “Cadernos de Letras”?' },
      settle,
    );
    await expect(received).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(journals.queryByText('Cadernos de Letras')).toBeNull(), settle);
    await expect(received).toEqual([{ codigo: '6' }]);
  },
};

/** No work type chosen: refused beside the select, which takes focus; the libraries ticked stay. */
export const WorkTypeMissing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        `${base}/tipo-obra`,
        recordingBody(() => HttpResponse.json(workTypes)),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um tipo de obra');
    await userEvent.click(form.getByRole('checkbox', { name: 'Biblioteca Central' }));
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    const select = form.getByRole('combobox', { name: /^Tipo de obra/ });
    await waitFor(() => expect(select).toHaveFocus(), settle);
    await expect(select).toHaveAccessibleDescription('Escolha um tipo de obra.');
    await expect(form.getByRole('checkbox', { name: 'Biblioteca Central' })).toBeChecked();
    await expect(received).toEqual([]);
  },
};

/** The server refuses the work type: its message shows beside the select; the choices stay. */
export const WorkTypeRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        `${base}/tipo-obra`,
        recordingBody(() => refusal({ codTipoObra: 'Opção inválida.' })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um tipo de obra');
    const select = form.getByRole('combobox', { name: /^Tipo de obra/ });
    await userEvent.selectOptions(select, 'Vídeo');
    await userEvent.click(form.getByRole('checkbox', { name: 'Espanhol' }));
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Opção inválida.'), settle);
    await expect(form.getByText('Dados inválidos.')).toBeVisible();
    await expect(select).toHaveValue('10');
    await expect(form.getByRole('checkbox', { name: 'Espanhol' })).toBeChecked();
    await expect(received).toEqual([
      { codTipoObra: 10, validade: '2027-11-26', bibliotecas: [], idiomas: ['spa'] },
    ]);
  },
};

/** A work type is followed with its libraries and languages, and listed. */
export const WorkTypeFollowed: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      ...followOnce('tipo-obra', workTypes, {
        codigo: 9,
        codTipoObra: 10,
        descricao: 'Vídeo',
        validade: '2027-11-26',
        ativo: true,
        bibliotecas: [3],
        idiomas: ['spa'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await formNamed(canvasElement, 'Acompanhar um tipo de obra');
    const select = form.getByRole('combobox', { name: /^Tipo de obra/ });
    await userEvent.selectOptions(select, 'Vídeo');
    await userEvent.click(form.getByRole('checkbox', { name: 'Biblioteca de Letras e Artes' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Espanhol' }));
    await userEvent.click(form.getByRole('button', { name: 'Acompanhar' }));
    const types = await listNamed(canvasElement, 'Tipos de obra');
    const video = await types.findByText('Vídeo', {}, settle);
    await expect(within(video.closest('li')!).getByText('Espanhol')).toBeVisible();
    await expect(select).toHaveValue('');
    await expect(received).toEqual([
      { codTipoObra: 10, validade: '2027-11-26', bibliotecas: [3], idiomas: ['spa'] },
    ]);
  },
};
