import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authorityFixture, unknownId } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { AuthorityPage } from './authority-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Authority/Authority page',
  component: AuthorityPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/autoridade/93' },
  // The app gives its not-found page; a stand-in heading shows where it goes.
  args: { codAutoridade: 93, tab: 'registro', notFound: <h1>Página não encontrada</h1> },
} satisfies Meta<typeof AuthorityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and its type, the forms not used, related headings, notes, sources and its titles. */
export const Record: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficção brasileira' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Assunto')).toBeVisible();
    await expect(canvas.getByText('Romance brasileiro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Literatura brasileira' })).toHaveAttribute(
      'href',
      '/autoridade/94',
    );
    // A reference without its own authority leads to a search for the term.
    await expect(canvas.getByRole('link', { name: 'Contos brasileiros' })).toHaveAttribute(
      'href',
      '/?termo=Contos+brasileiros&campo=assunto',
    );
    await expect(canvas.getByText('LCSH: Brazilian fiction')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Títulos com este cabeçalho (3)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Angústia' })).toHaveAttribute('href', '/acervo/28');
    await expect(
      canvas.getByRole('link', { name: 'Pesquisar “Ficção brasileira” no catálogo' }),
    ).toHaveAttribute('href', '/?termo=Fic%C3%A7%C3%A3o+brasileira&campo=assunto');
    await expect(canvas.getByRole('tab', { name: 'Registro' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many titles: a page of them, and the pages as links that keep the page in the address. */
export const ManyTitles: Story = {
  parameters: { route: '/autoridade/93?pagina=2' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/autoridade/:id', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          ...authorityFixture,
          total_titulos: 45,
          titulos: Array.from({ length: 20 }, (_, index) => ({
            cod_acervo: (page - 1) * 20 + index + 1,
            titulo: `Romance ${(page - 1) * 20 + index + 1}`,
            ano_publicacao: 1900 + index,
          })),
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Romance 21' }, settle)).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas dos títulos' });
    await expect(within(pages).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/autoridade/93?pagina=2',
    );
  },
};

/** A heading with nothing but itself: no empty sections, and the titles say there are none. */
export const Sparse: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/autoridade/:id', () =>
        HttpResponse.json({
          ...authorityFixture,
          tipo: 'pessoa',
          desc_tipo: 'Pessoa',
          cabecalho: 'Pereira, Lúcia Miguel, 1901-1959',
          ver: [],
          verTambem: [],
          usadoPor: [],
          notas: [],
          fontes: [],
          total_titulos: 0,
          titulos: [],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum título do catálogo está ligado a este cabeçalho.', {}, settle),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Ver também' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Pesquisar “Pereira, Lúcia Miguel, 1901-1959” no catálogo' }),
    ).toHaveAttribute('href', '/?termo=Pereira%2C+L%C3%BAcia+Miguel%2C+1901-1959&campo=autor');
  },
};

/** The MARC tab: the authority record as tag, indicators and subfields. */
export const Marc: Story = {
  args: { tab: 'marc' },
  parameters: { route: '/autoridade/93/marc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Registro MARC' }, settle);
    // The table's rows arrive a moment after the table (react-aria builds the collection first).
    await expect(await within(table).findByRole('rowheader', { name: '150' }, settle)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'MARC' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** An id the catalogue does not know: the app's not-found page. */
export const NotFound: Story = {
  args: { codAutoridade: unknownId },
  parameters: { route: `/autoridade/${unknownId}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }, settle),
    ).toBeVisible();
  },
};

/** The server failed: the reason and a retry, which brings the authority. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/autoridade/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json(authorityFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar esta autoridade.', {}, settle),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficção brasileira' }, settle),
    ).toBeVisible();
  },
};

/** While the authority loads: a skeleton, and the page says it is busy. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/autoridade/:id', async () => {
        await delay('infinite');
        return HttpResponse.json(authorityFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Autoridade 93');
  },
};
