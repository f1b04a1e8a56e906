import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  emptySearchFixture,
  filteredSearchFixture,
  searchFixture,
} from '../../testing/mocks/search-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { SearchSection } from './search-section.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The searches the story's server received. */
const searchRequests: URL[] = [];
const answer = (body: object) =>
  http.get('/api/consulta', ({ request }) => {
    searchRequests.push(new URL(request.url));
    return HttpResponse.json(body);
  });

const meta = {
  title: 'Screens/Search',
  component: SearchSection,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/?termo=machado' },
  beforeEach({ msw }) {
    searchRequests.length = 0;
    msw.use(answer(searchFixture));
  },
} satisfies Meta<typeof SearchSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detailed list: total and range, sort, facets, each title with its details and basket toggle. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '45 resultados para “machado”' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('1–20 de 45')).toBeVisible();
    const list = canvas.getByRole('list', { name: '45 resultados para “machado”' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'Dom Casmurro' })).toHaveAttribute(
      'href',
      '/acervo/9',
    );
    await expect(within(list).getByRole('link', { name: 'Memorial de Aires: romance' })).toBeVisible();
    await expect(within(list).getByText('1 de 2 disponíveis')).toBeVisible();
    await expect(within(list).getByText('Nenhum exemplar disponível')).toBeVisible();
    await expect(within(list).getByText('Acesso online')).toBeVisible();
    await expect(within(list).getByText('Formato acessível')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Páginas de resultados' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ficção brasileira, 30' })).not.toBeChecked();
    await expect(searchRequests[0]?.searchParams.get('quantPag')).toBe('20');
  },
};

/** The covers grid ('C'): the same answer as cards, the display mode kept in the address. */
export const CoversGrid: Story = {
  parameters: { route: '/?termo=machado&exibicao=C' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '45 resultados para “machado”' }, settle);
    await expect(await canvas.findByRole('button', { name: 'Capas' }, settle)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cards = canvas.getAllByRole('article');
    for (const card of cards) await expect(card).toHaveAttribute('data-layout', 'card');
  },
};

/** A chosen filter shows as a removable chip; the facet's box is ticked. */
export const WithFilters: Story = {
  parameters: { route: '/?termo=machado&filtro=S:ficcao%20brasileira' },
  beforeEach({ msw }) {
    msw.use(answer(filteredSearchFixture));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByRole('grid', { name: 'Filtros aplicados' }, settle);
    // The chip shows the code until the answer names the filter.
    await expect(await within(chips).findByRole('row', { name: 'Ficção brasileira' }, settle)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ficção brasileira, 30' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(searchRequests[0]?.searchParams.getAll('filtro')).toEqual(['S:ficcao brasileira']);
  },
};

/** Nothing found: the term stays in the field and the next steps are offered. */
export const NoResults: Story = {
  parameters: { route: '/?termo=xyzzy&campo=titulo' },
  beforeEach({ msw }) {
    msw.use(
      answer(emptySearchFixture),
      http.get('/api/consulta/sugestoes/correcao', () =>
        HttpResponse.json({ total: 0, sugestao: { texto: 'xyz', total: 4 } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '0 resultados para “xyzzy”' }, settle),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Nenhum título corresponde à pesquisa' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle)).toHaveValue(
      'xyzzy',
    );
    // Did you mean: the index's spelling that finds more, as a search in the same field.
    await expect(await canvas.findByRole('link', { name: 'xyz' }, settle)).toHaveAttribute(
      'href',
      '/?termo=xyz&campo=titulo',
    );
    await expect(canvas.getByText('Você quis dizer:', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar em todos os campos' })).toHaveAttribute(
      'href',
      '/?termo=xyzzy',
    );
  },
};

/** While the answer is on its way: skeletons in a busy region. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/consulta', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Carregando os resultados…' }, settle),
    ).toBeVisible();
    await expect(await canvas.findByTestId('results-skeleton', {}, settle)).toBeInTheDocument();
    await expect(canvas.getByTestId('results-skeleton').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** `/api/consulta` answers `failure` the first time and the results after: a retry succeeds. */
function searchFailsOnce(failure: () => Response) {
  let calls = 0;
  return http.get('/api/consulta', () => {
    calls += 1;
    return calls === 1 ? failure() : HttpResponse.json(searchFixture);
  });
}

/** The server fails: the spec's message and a retry that runs the same search again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(searchFailsOnce(() => HttpResponse.json({ message: 'falhou' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'A pesquisa não pôde ser feita' }, settle),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Ocorreu um erro inesperado. Tente novamente.' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle)).toHaveValue(
      'machado',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '45 resultados para “machado”' }, settle),
    ).toBeVisible();
  },
};

/**
 * Just after a start, a large catalogue's search index is still being built: the server says so
 * (503 with Retry-After) and the retry finds the results once it is ready.
 */
export const CatalogueBeingPrepared: Story = {
  beforeEach({ msw }) {
    msw.use(
      searchFailsOnce(() =>
        HttpResponse.json(
          {
            message: 'O catálogo está sendo preparado para a pesquisa. Tente novamente em alguns instantes.',
            code: 'CATALOGO_EM_PREPARO',
          },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        {
          level: 3,
          name: 'O catálogo está sendo preparado para a pesquisa. Tente novamente em alguns instantes.',
        },
        settle,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '45 resultados para “machado”' }, settle),
    ).toBeVisible();
  },
};

/** An empty search and one of short words are refused under the field, and nothing is sent. */
export const ValidationError: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(await canvas.findByText('O campo acima é obrigatório.')).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'de a{Enter}');
    await expect(
      await canvas.findByText(
        'Digite ao menos uma palavra com 3 ou mais letras: palavras mais curtas são ignoradas na pesquisa.',
      ),
    ).toBeVisible();
    await expect(searchRequests).toHaveLength(0);
  },
};

/** A search typed and sent by keyboard: the results heading takes focus and names the total. */
export const NewSearchMovesFocus: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle),
      'machado{Enter}',
    );
    const heading = await canvas.findByRole(
      'heading',
      { level: 2, name: '45 resultados para “machado”' },
      settle,
    );
    await waitFor(() => expect(heading).toHaveFocus(), settle);
    await expect(searchRequests[0]?.searchParams.get('termo')).toBe('machado');
  },
};

/** The basket toggle adds the title to the session basket and shows it pressed. */
export const AddToBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Adicionar à cesta: Ressurreição' }, settle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * Autocomplete: typing opens the index's completions with the titles each finds; arrow keys move
 * through them while focus stays in the field, and Enter runs the one highlighted.
 */
export const Autocomplete: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle);
    await userEvent.type(field, 'mach');
    const listbox = await within(document.body).findByRole('listbox', {}, settle);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3), settle);
    await expect(
      within(listbox).getByRole('option', { name: 'machado de assis 13 títulos' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('[ArrowDown]');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await canvas.findByRole('heading', { level: 2, name: '45 resultados para “machado de assis”' }, settle);
    await expect(searchRequests[0]?.searchParams.get('termo')).toBe('machado de assis');
  },
};

/** The completions open under the field (the visual baseline of the list). */
export const SuggestionsOpen: Story = {
  parameters: {
    route: '/',
    // While the list is open react-aria hides the rest of the page from screen readers (the
    // combobox pattern); the field selector and the button stay in the tab order by design, and
    // Tab closes the list before leaving the field.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle), 'mach');
    const listbox = await within(document.body).findByRole('listbox', {}, settle);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3), settle);
  },
};
