import type { TitleDetail } from '@acervo/contract';
import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { referenceFixtures, titleFixture } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { BasketPage } from './basket-page.tsx';

/** A second title, so the list shows two different records. */
const domCasmurro: TitleDetail = {
  ...titleFixture,
  cod_acervo: 2,
  obra: 'Dom Casmurro',
  descricao: 'Dom Casmurro',
  titulo: 'Dom Casmurro',
  subtitulo: null,
  ano_publicacao: 1899,
  rota: '/acervo/2',
  acesso_remoto: '',
  possui_acessibilidade: 'N',
  edicao: null,
  dados_adicionais: { A: [{ codigo: '1', descricao: 'Assis, Machado de, 1839-1908' }] },
};
const titles: Record<number, TitleDetail> = { 1: titleFixture, 2: domCasmurro };
const references = {
  1: referenceFixtures,
  2: {
    abnt: {
      estilo: 'abnt',
      referencia: 'ASSIS, Machado de. <b>Dom Casmurro</b>. Rio de Janeiro: H. Garnier, 1899.',
      texto: 'ASSIS, Machado de. Dom Casmurro. Rio de Janeiro: H. Garnier, 1899.',
    },
    apa: {
      estilo: 'apa',
      referencia: 'Assis, M. de. (1899). <i>Dom Casmurro</i>. H. Garnier.',
      texto: 'Assis, M. de. (1899). Dom Casmurro. H. Garnier.',
    },
  },
} as const;

const notFound = () => HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** What the story's server and clipboard received. */
const exports: unknown[] = [];
const copied: string[] = [];

const meta = {
  title: 'Screens/Basket',
  component: BasketPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/cesta', basket: [{ cod_acervo: 1 }, { cod_acervo: 2 }] },
  beforeEach({ msw }) {
    exports.length = 0;
    msw.use(
      http.get('/api/acervo/:id', ({ params }) => {
        const title = titles[Number(params.id)];
        return title ? HttpResponse.json(title) : notFound();
      }),
      http.get('/api/acervo/:id/referencia', ({ params, request }) => {
        const style = new URL(request.url).searchParams.get('estilo') === 'apa' ? 'apa' : 'abnt';
        const reference = references[Number(params.id) as 1 | 2];
        return reference ? HttpResponse.json(reference[style]) : notFound();
      }),
      // No title here has copies in closed storage (its stories are basket-closed-storage's).
      http.get('/api/acervo/:id/dados-armazem', () => HttpResponse.json({ exemplares: [] })),
      http.post('/api/acervo/exportar-cesta', async ({ request }) => {
        const body = (await request.json()) as { tipo: string; acervos: number[] };
        exports.push(body);
        return HttpResponse.json({
          tipo: body.tipo,
          total: body.acervos.length,
          texto: body.acervos.map((id) => references[id as 1 | 2].abnt.texto).join('\n\n'),
        });
      }),
    );
  },
} satisfies Meta<typeof BasketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The closed-storage section loads after the page, at its end: the pictures wait for it to settle.
 */
const closedStorageSettled = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(/Nenhum título da cesta tem exemplares no acervo fechado/, {}, settle);

const toastTitles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

/** Two titles, each linking to its page with its ABNT reference; the export formats below. */
export const TwoTitles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cesta' })).toBeVisible();
    await expect(canvas.getByText('2 títulos na cesta')).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(
      await within(list).findByRole('link', { name: 'Ressurreição: romance' }, settle),
    ).toHaveAttribute('href', '/acervo/1');
    // Each title arrives on its own answer.
    await expect(await within(list).findByRole('link', { name: 'Dom Casmurro' }, settle)).toHaveAttribute(
      'href',
      '/acervo/2',
    );
    await expect(await within(list).findByText('Dom Casmurro', { selector: 'b' }, settle)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Referências ABNT' })).toBeChecked();
    await closedStorageSettled(canvasElement);
  },
};

/** Nothing in the basket: says how titles get here and offers the search. */
export const Empty: Story = {
  parameters: { basket: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sua cesta está vazia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar no acervo' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('heading', { name: 'Exportar' })).toBeNull();
  },
};

/** While the titles load: skeletons in their place, marked busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/acervo/:id', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    await closedStorageSettled(canvasElement);
  },
};

/** A title the catalogue no longer has says so and can still be removed; a failed one offers a retry. */
export const MissingAndFailed: Story = {
  parameters: { basket: [{ cod_acervo: 1 }, { cod_acervo: 404 }, { cod_acervo: 500 }] },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/500', () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Título nº 404 não encontrado' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover da cesta: título nº 404' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' }, settle)).toBeVisible();
    await expect(canvas.getByText('Não foi possível carregar esta seção.')).toBeVisible();
    await closedStorageSettled(canvasElement);
  },
};

/** Removing a title takes it out at once; focus goes to the list's heading. */
export const RemoveOne: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover da cesta: Dom Casmurro' }, settle),
    );
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: 'Títulos' })).toHaveFocus(),
      settle,
    );
    await expect(canvas.getByText('1 título na cesta')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dom Casmurro' })).toBeNull();
    await expect(toastTitles()).toContain('“Dom Casmurro” saiu da cesta.');
    await expect(JSON.parse(localStorage.getItem('acervo.cesta') ?? '[]')).toEqual([{ cod_acervo: 1 }]);
  },
};

/** Emptying asks first; confirmed, the empty state shows and focus is on the page heading. */
export const EmptyTheBasket: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Esvaziar a cesta' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Esvaziar a cesta?' });
    await waitFor(() => expect(within(dialog).getByText(/2 títulos saem da cesta/)).toBeVisible(), settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esvaziar' }));
    await expect(await canvas.findByRole('heading', { name: 'Sua cesta está vazia' }, settle)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1, name: 'Cesta' })).toHaveFocus(),
      settle,
    );
  },
};

/** APA chosen: the list's references follow; Copy puts the export's text on the clipboard. */
export const CopyReferences: Story = {
  tags: ['no-visual'],
  beforeEach() {
    copied.length = 0;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
    return () => void Reflect.deleteProperty(navigator, 'clipboard');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Referências APA' }));
    await expect(await canvas.findByText('Dom Casmurro', { selector: 'i' }, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(copied).toHaveLength(1), settle);
    await expect(exports).toEqual([{ tipo: 'apa', acervos: [1, 2], dados: 'texto' }]);
    await expect(toastTitles()).toContain(
      '2 títulos copiados para a área de transferência (Referências APA).',
    );
    // ISO 2709 is binary: no copy, only download and e-mail.
    await userEvent.click(canvas.getByRole('radio', { name: 'MARC (ISO 2709)' }));
    await expect(canvas.queryByRole('button', { name: 'Copiar' })).toBeNull();
    await expect(canvas.getByText(/ISO 2709 é um arquivo binário/)).toBeVisible();
  },
};

/** A wrong address is named beside the field, which takes focus; nothing is sent and the text stays. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(field);
    await userEvent.paste('ana@exemplo.org; ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar por e-mail' }));
    await waitFor(() => expect(field).toHaveFocus(), settle);
    await expect(field).toHaveAccessibleDescription(/Preencha um e-mail válido!/);
    await expect(field).toHaveValue('ana@exemplo.org; ana@');
    await expect(exports).toEqual([]);
    await closedStorageSettled(canvasElement);
  },
};

/** Sent: the titles and the addresses go to the API, and its confirmation shows. */
export const SentByEmail: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/acervo/exportar-cesta', async ({ request }) => {
        exports.push(await request.json());
        await delay(100);
        return HttpResponse.json({ message: 'Cesta enviada por e-mail.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'RIS (gerenciadores de referências)' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.paste(' Ana@Exemplo.org ; bia@exemplo.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar por e-mail' }));
    await waitFor(() => expect(toastTitles()).toContain('Cesta enviada por e-mail.'), settle);
    await expect(exports).toEqual([
      { tipo: 'ris', acervos: [1, 2], opcoesEmail: { email: 'ana@exemplo.org;bia@exemplo.org' } },
    ]);
  },
};

/** A visitor is told what the permanent basket is and offered the login. */
export const PermanentBasketLogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Cesta permanente' }));
    await expect(section.getByRole('link', { name: 'Entre para enviar estes títulos a ela' })).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
    await closedStorageSettled(canvasElement);
  },
};

/** Logged in: both titles go to the permanent basket in one call; focus moves to the link there. */
export const SentToPermanentBasket: Story = {
  parameters: { loggedIn: true },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/acervo/cesta-permanente', async ({ request }) => {
        exports.push(await request.json());
        await delay(100);
        return HttpResponse.json({ itens: [] }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Cesta permanente' }));
    await userEvent.click(
      section.getByRole('button', { name: 'Enviar os 2 títulos para a cesta permanente' }),
    );
    await waitFor(
      () => expect(section.getByRole('link', { name: 'Ver a cesta permanente' })).toHaveFocus(),
      settle,
    );
    await expect(exports).toEqual([{ acervos: [1, 2] }]);
    await expect(toastTitles()).toContain('2 títulos enviados para a cesta permanente.');
    await expect(canvas.getByText('2 títulos na cesta')).toBeVisible();
    await closedStorageSettled(canvasElement);
  },
};

/** The server refuses: its message is said and nothing else changes. */
export const PermanentBasketRefused: Story = {
  tags: ['no-visual'],
  parameters: { loggedIn: true },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/acervo/cesta-permanente', () =>
        HttpResponse.json({ message: 'Limite da cesta permanente atingido.' }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Enviar os 2 títulos para a cesta permanente' }),
    );
    await waitFor(
      () => expect(toastTitles().join(' ')).toMatch(/Limite da cesta permanente atingido/),
      settle,
    );
  },
};
