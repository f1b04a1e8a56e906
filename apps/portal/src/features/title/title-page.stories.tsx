import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { titleFixture, unknownId } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Title/Title page',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1' },
  // The app gives its not-found page; a stand-in heading shows where it goes.
  args: { codAcervo: 1, tab: null, notFound: <h1>Página não encontrada</h1> },
  beforeEach() {
    localStorage.removeItem('acervo.cesta');
  },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header with every field, badge and link kind, and the details view. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ressurreição' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Capa de “Ressurreição”' })).toBeVisible();
    // An author with an authority record leads to it; one without, to a search by author.
    await expect(canvas.getByRole('link', { name: 'Assis, Machado de, 1839-1908' })).toHaveAttribute(
      'href',
      '/autoridade/1',
    );
    await expect(canvas.getByRole('link', { name: 'Pereira, Lúcia Miguel' })).toHaveAttribute(
      'href',
      '/?termo=Pereira%2C+L%C3%BAcia+Miguel&campo=autor',
    );
    await expect(canvas.getByRole('link', { name: 'Ficção brasileira' })).toHaveAttribute(
      'href',
      '/autoridade/93',
    );
    await expect(canvas.getByText('Rio de Janeiro: B. L. Garnier')).toBeVisible();
    await expect(canvas.getByText('1 de 3 exemplares disponíveis')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Exemplares' })).toHaveAttribute(
      'href',
      '/acervo/1/exemplares',
    );
    await expect(canvas.getByText('Biblioteca Central: 2 exemplares, 0 disponível')).toBeVisible();
  },
};

/** Add to basket, and take it out again: the button says which it will do. */
export const AddToBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar à cesta' }, settle));
    await expect(canvas.getByRole('button', { name: 'Remover da cesta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver a cesta' })).toHaveAttribute('href', '/cesta');
    await expect(JSON.parse(localStorage.getItem('acervo.cesta') ?? '[]')).toEqual([{ cod_acervo: 1 }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover da cesta' }));
    await expect(canvas.getByRole('button', { name: 'Adicionar à cesta' })).toBeVisible();
  },
};

/** A title without the optional fields: no empty labels. */
export const SparseRecord: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id', () =>
        HttpResponse.json({
          ...titleFixture,
          subtitulo: null,
          responsabilidade: null,
          edicao: null,
          descricao_fisica: null,
          serie: null,
          notas: null,
          isbn: [],
          dados_adicionais: {},
          links: [],
          bibliotecas: [],
          acesso_remoto: '',
          possui_acessibilidade: 'N',
          exemplares: 0,
          exemplares_disponiveis: 0,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ressurreição' }, settle);
    await expect(canvas.queryByText('Autores')).toBeNull();
    await expect(canvas.queryByText('Série')).toBeNull();
    await expect(canvas.getByText('Nenhuma biblioteca tem exemplares deste título.')).toBeVisible();
    await expect(canvas.getByText('Nenhum exemplar')).toBeVisible();
  },
};

/** An id the catalogue does not know: the not-found page, not an empty frame. */
export const NotFound: Story = {
  args: { codAcervo: unknownId },
  parameters: { route: `/acervo/${unknownId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }, settle),
    ).toBeVisible();
  },
};

/** The server failed: the reason and a retry, which brings the title. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/acervo/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json(titleFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar este título.', {}, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ressurreição' }, settle),
    ).toBeVisible();
  },
};

/** While the title loads: a skeleton, and the page says it is busy. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id', async () => {
        await delay('infinite');
        return HttpResponse.json(titleFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Carregando título…',
    );
  },
};

/** The copies: each with where it is and whether it can be borrowed; the filter narrows to one library. */
export const Copies: Story = {
  args: { tab: 'exemplares' },
  parameters: { route: '/acervo/1/exemplares' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Exemplares do título' }, settle);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('03/12/2026')).toBeVisible();
    await expect(within(table).getByText('v. 1')).toBeVisible();
    await expect(within(table).getByText('Material adicional: CD-ROM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Biblioteca/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Biblioteca de Letras e Artes' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 exemplar');
  },
};

/** A title without copies says so. */
export const CopiesNone: Story = {
  args: { tab: 'exemplares' },
  parameters: { route: '/acervo/1/exemplares' },
  beforeEach({ msw }) {
    msw.use(http.get('/api/acervo/:id/exemplares', () => HttpResponse.json({ exemplares: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum exemplar deste título.', {}, settle),
    ).toBeVisible();
  },
};

/** The copies could not be loaded: the header stays, the tab offers a retry. */
export const CopiesFailed: Story = {
  args: { tab: 'exemplares' },
  parameters: { route: '/acervo/1/exemplares' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/exemplares', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta seção.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ressurreição' })).toBeVisible();
  },
};

/** The MARC record: tag, indicators (blank as #) and subfields with their codes; the record to download. */
export const Marc: Story = {
  args: { tab: 'marc' },
  parameters: { route: '/acervo/1/marc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Registro MARC' }, settle);
    const row = within(table).getByRole('rowheader', { name: '100' }).closest('tr')!;
    await expect(row).toHaveTextContent('1#');
    await expect(row).toHaveTextContent('$aAssis, Machado de,$d1839-1908');
    const iso = canvas.getByRole('link', { name: 'Baixar o registro em MARC (ISO 2709)' });
    await expect(iso).toHaveAttribute('href', '/api/acervo/1/marc/iso2709');
    await expect(iso).toHaveAttribute('download', 'acervo-1.mrc');
    await expect(canvas.getByRole('link', { name: 'Baixar o registro em MARCXML' })).toHaveAttribute(
      'href',
      '/api/acervo/1/marc/marcxml',
    );
  },
};

/** What the story's clipboard received. */
const copied: string[] = [];

/** ABNT and APA, with the style's emphasis and a copy button each. */
export const Reference: Story = {
  args: { tab: 'referencia' },
  parameters: { route: '/acervo/1/referencia' },
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
    const abnt = await canvas.findByRole('region', { name: 'ABNT' }, settle);
    await expect(await within(abnt).findByText('Ressurreição', { selector: 'b' }, settle)).toBeVisible();
    const apa = canvas.getByRole('region', { name: 'APA' });
    await expect(
      await within(apa).findByText('Ressurreição: romance', { selector: 'i' }, settle),
    ).toBeVisible();
    await userEvent.click(within(apa).getByRole('button', { name: 'Copiar a referência APA' }));
    // The plain text goes to the clipboard, not the markup.
    await expect(copied).toEqual(['Assis, M. de. (1872). Ressurreição: romance (2. ed.). B. L. Garnier.']);
  },
};

/** Dublin Core elements with their values. */
export const DublinCore: Story = {
  args: { tab: 'dublin-core' },
  parameters: { route: '/acervo/1/dublin-core' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('dc:creator', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Assis, Machado de, 1839-1908', { selector: 'dd div' })).toBeVisible();
  },
};
