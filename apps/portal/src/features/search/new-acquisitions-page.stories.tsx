import type { SearchResponse } from '@acervo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptySearchFixture, searchFixture } from '../../testing/mocks/search-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { NewAcquisitionsPage } from './new-acquisitions-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 10_000 };

const library = (codigo: string, descricao: string, total: number) => ({
  codigo,
  descricao,
  total,
  totalSemFiltro: total,
  mostrarQtdOriginal: false,
});

/** The whole catalogue's facets: the library choices. */
const catalogueFacets: SearchResponse = {
  ...searchFixture,
  pesquisa: '',
  facetas: [
    {
      tipo: 'B',
      descricao: 'Biblioteca',
      itens: [library('1', 'Biblioteca Central', 900), library('2', 'Biblioteca de Direito', 300)],
    },
  ],
};

/** The latest acquisitions: 45 titles, three on the page. */
const acquisitions: SearchResponse = { ...searchFixture, pesquisa: 'NA_C', exibicao: 'C', facetas: [] };

/** The new-acquisition requests the story's server received. */
const requests: URL[] = [];

const meta = {
  title: 'Screens/New acquisitions',
  component: NewAcquisitionsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/novas-aquisicoes' },
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      http.get('/api/consulta/navegar', () => HttpResponse.json(catalogueFacets)),
      http.get('/api/consulta/novas-aquisicoes', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(acquisitions);
      }),
    );
  },
} satisfies Meta<typeof NewAcquisitionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest 90 days, newest first, as covers with their basket toggles, and the pages. */
export const Acquisitions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Novas aquisições' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '45 títulos adquiridos' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('1–20 de 45')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Títulos adquiridos' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveAttribute('data-layout', 'card');
    await expect(within(list).getByRole('link', { name: 'Dom Casmurro' })).toHaveAttribute(
      'href',
      '/acervo/9',
    );
    await expect(canvas.getByRole('navigation', { name: 'Páginas de novas aquisições' })).toBeVisible();
    const asked = requests[0]?.searchParams;
    await expect(asked?.get('tipo')).toBe('NA_C');
    await expect(asked?.get('dias')).toBe('90');
    await expect(asked?.get('ordenacao')).toBe('N');
  },
};

/** A period and a library chosen: both in the address and in the call. */
export const Filtered: Story = {
  parameters: { route: '/novas-aquisicoes?dias=30&biblioteca=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '45 títulos adquiridos' }, settle);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Biblioteca' })).toHaveValue('2'));
    await expect(canvas.getByRole('combobox', { name: 'Período' })).toHaveValue('30');
    const asked = requests.at(-1)?.searchParams;
    await expect(asked?.get('dias')).toBe('30');
    await expect(asked?.getAll('filtro')).toEqual(['B:2']);
  },
};

/** Changing the period asks again for the first page of the new period. */
export const ChangePeriod: Story = {
  parameters: { route: '/novas-aquisicoes?paginaAtiva=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '45 títulos adquiridos' }, settle);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), '365');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('dias')).toBe('365'));
    await expect(requests.at(-1)?.searchParams.get('paginaAtiva')).toBe('1');
    // The new period's answer is in: the list is no longer dimmed as busy.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), settle);
  },
};

/** Nothing acquired in the period: said so, with what to try. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/consulta/novas-aquisicoes', () => HttpResponse.json(emptySearchFixture)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nenhuma aquisição neste período' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Escolha um período mais longo ou todas as bibliotecas.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Títulos adquiridos' })).toBeNull();
  },
};

/** The call fails: what went wrong and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/consulta/novas-aquisicoes', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' }, settle)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Títulos adquiridos' })).toBeNull();
  },
};

/** While the first answer loads: the filters are drawn, the grid is sketched and said to be busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/consulta/novas-aquisicoes', async () => {
        await delay('infinite');
        return HttpResponse.json(acquisitions);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando novas aquisições…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
