import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { createdRequest, requestsFixture } from '../../../testing/mocks/bibliographic-request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as ExchangePage } from './exchange-page.tsx';
import { choose, fill, librariesHandler, refused, settle } from './request-stories.ts';

const listPath = '/api/solicitacoes/comutacao-bibliografica';
const exchanges = requestsFixture(
  'comutacao-bibliografica',
  {
    titulo_documento: 'Revista de Educação',
    titulo_parte: 'Leitura e escrita',
    pagina_inicial: 20,
    pagina_final: 30,
  },
  'artigo',
);
const list = (body: object = exchanges) => http.get(listPath, () => HttpResponse.json(body));

/** What the story's server received: the address and the body. */
const received: { url: string; body: unknown }[] = [];

const meta = {
  title: 'Screens/My area/Bibliographic exchange',
  component: ExchangePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/comutacao', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(librariesHandler, list());
  },
} satisfies Meta<typeof ExchangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, and the patron's exchanges in each status, in words, with the library's answer. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Minhas solicitações' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(
      within(table).getByText('Resposta da biblioteca: Material enviado por e-mail.'),
    ).toBeVisible();
    await expect(within(table).getAllByText('Páginas 20-30')).toHaveLength(4);
    await expect(canvas.getByText('4 solicitações enviadas de 26/11/2025 a 26/11/2026.')).toBeVisible();
  },
};

/** The publication's title and the library left empty: each named beside its field, focus on the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Autor' }), 'Paulo Freire');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const document = canvas.getByRole('textbox', { name: /^Título da publicação/ });
    await waitFor(() => expect(document).toHaveFocus(), settle);
    await expect(document).toHaveAccessibleDescription(
      /Campo obrigatório não preenchido: Título da publicação\./,
    );
    await expect(canvas.getByText('Campo obrigatório não preenchido: Biblioteca.')).toBeVisible();
    await expect(canvas.getByText('Corrija os campos indicados.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Autor' })).toHaveValue('Paulo Freire');
  },
};

/** Pages 30-20: the start is after the end, refused on the field (spec §5), what was typed kept. */
export const PagesReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Título da publicação/ }), 'Revista de Educação');
    const pages = canvas.getByRole('textbox', { name: /^Páginas/ });
    await fill(pages, '30-20');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(pages).toHaveFocus(), settle);
    await expect(pages).toHaveAccessibleDescription(/A página inicial não pode ser maior que a final\./);
    await expect(pages).toHaveValue('30-20');
  },
};

/** Sent once however often the button is pressed, to the chosen material's address; the form starts again. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post(`${listPath}/:tipo`, async ({ request }) => {
        received.push({ url: new URL(request.url).pathname, body: await request.json() });
        await delay(300);
        return HttpResponse.json(createdRequest('comutacao-bibliografica', {}, 'capitulo'), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Tipo de material/, 'Capítulo de livro');
    await choose(canvasElement, /Biblioteca/, 'Biblioteca de Direito');
    await fill(canvas.getByRole('textbox', { name: /^Título da publicação/ }), 'Pedagogia do oprimido');
    await fill(canvas.getByRole('textbox', { name: 'Título do artigo ou capítulo' }), 'Capítulo 2');
    await fill(canvas.getByRole('textbox', { name: /^Páginas/ }), '20-30');
    const send = canvas.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Solicitação enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      {
        url: `${listPath}/capitulo`,
        body: {
          titulo_documento: 'Pedagogia do oprimido',
          titulo_parte: 'Capítulo 2',
          pagina_inicial: 20,
          pagina_final: 30,
          biblioteca: 2,
        },
      },
    ]);
    await expect(canvas.getByRole('textbox', { name: /^Título da publicação/ })).toHaveValue('');
  },
};

/** The server refuses the page range: its message shows on the pages field, and what was typed stays. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`${listPath}/:tipo`, () =>
        refused({ pagina_inicial: 'A página inicial não pode ser maior que a final.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Título da publicação/ }), 'Revista de Educação');
    await fill(canvas.getByRole('textbox', { name: /^Páginas/ }), '20-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const pages = canvas.getByRole('textbox', { name: /^Páginas/ });
    await waitFor(() => expect(pages).toHaveFocus(), settle);
    await expect(pages).toHaveAccessibleDescription(/A página inicial não pode ser maior que a final\./);
    await expect(canvas.getByText('Dados inválidos.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Título da publicação/ })).toHaveValue(
      'Revista de Educação',
    );
  },
};

/** The network fails while sending: the reason shows above the form, and everything typed stays. */
export const NetworkFailure: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(http.post(`${listPath}/:tipo`, () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Título da publicação/ }), 'Revista de Educação');
    await fill(canvas.getByRole('textbox', { name: /^Páginas/ }), '20-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const reasons = await canvas.findAllByText(/Não foi possível comunicar com o servidor\./, {}, settle);
    await expect(reasons[0]).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Título da publicação/ })).toHaveValue(
      'Revista de Educação',
    );
    await expect(canvas.getByRole('textbox', { name: /^Páginas/ })).toHaveValue('20-30');
  },
};

/** No exchange in the period: says so and how to see more. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ solicitacoes: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma solicitação neste período' },
        settle,
      ),
    ).toBeVisible();
  },
};

/** The list cannot be loaded: the reason and a way to try again; the form still works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(listPath, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the list loads: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(listPath, async () => {
        await delay('infinite');
        return HttpResponse.json(exchanges);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
