import type { SearchResponse } from '@acervo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchFixture } from '../../testing/mocks/search-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { SearchSection } from './search-section.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const entry = (codigo: string, descricao: string, total: number) => ({
  codigo,
  descricao,
  total,
  totalSemFiltro: total,
  mostrarQtdOriginal: false,
});

/** The whole catalogue's facets: the limits' choices. */
const catalogueFacets: SearchResponse = {
  ...searchFixture,
  pesquisa: '',
  facetas: [
    {
      tipo: 'B',
      descricao: 'Biblioteca',
      itens: [entry('1', 'Biblioteca Central', 900), entry('2', 'Biblioteca de Direito', 300)],
    },
    { tipo: 'T', descricao: 'Tipo de obra', itens: [entry('1', 'Livro', 1100), entry('8', 'Partitura', 12)] },
    { tipo: 'I', descricao: 'Idioma', itens: [entry('por', 'Português', 1000), entry('eng', 'Inglês', 80)] },
  ],
};

/** The searches the story's server received. */
const searches: URL[] = [];

const meta = {
  title: 'Screens/Search/Advanced',
  component: SearchSection,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/?avancada=1' },
  beforeEach({ msw }) {
    searches.length = 0;
    msw.use(
      http.get('/api/consulta/navegar', () => HttpResponse.json(catalogueFacets)),
      http.get('/api/consulta', ({ request }) => {
        searches.push(new URL(request.url));
        return HttpResponse.json({ ...searchFixture, pesquisa: 'título: dom casmurro E autor: assis' });
      }),
    );
  },
} satisfies Meta<typeof SearchSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const line = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: `Linha ${number}` }));

/** Two empty lines (the second with its operator) and the limits, their choices from the catalogue. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Pesquisa avançada' }, settle),
    ).toBeVisible();
    await expect(line(canvasElement, 1).queryByRole('combobox', { name: 'Operador' })).toBeNull();
    await expect(line(canvasElement, 2).getByRole('combobox', { name: 'Operador' })).toHaveValue('E');
    const library = canvas.getByRole('combobox', { name: 'Biblioteca' });
    await waitFor(() => expect(within(library).getAllByRole('option')).toHaveLength(3), settle);
    await expect(
      within(canvas.getByRole('combobox', { name: 'Idioma' })).getByRole('option', { name: 'Inglês' }),
    ).toBeInTheDocument();
  },
};

/** An advanced search from the address: its lines, limits and years in the form, the results below. */
export const FromTheAddress: Story = {
  parameters: {
    route:
      '/?avancada=1&termo1=dom%20casmurro&campo1=titulo&termo2=assis&campo2=autor&operador2=OU&filtro=I:por&anoIni=1880&anoFim=1900',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: '45 resultados para “título: dom casmurro E autor: assis”' },
        settle,
      ),
    ).toBeVisible();
    await expect(line(canvasElement, 1).getByRole('textbox', { name: 'Termo' })).toHaveValue('dom casmurro');
    await expect(line(canvasElement, 2).getByRole('combobox', { name: 'Operador' })).toHaveValue('OU');
    await expect(canvas.getByRole('textbox', { name: 'Ano inicial' })).toHaveValue('1880');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('por'), settle);
    const sent = searches[0]!.searchParams;
    await expect(
      ['termo1', 'campo1', 'termo2', 'campo2', 'operador2', 'anoIni', 'anoFim', 'filtro'].map((name) =>
        sent.get(name),
      ),
    ).toEqual(['dom casmurro', 'titulo', 'assis', 'autor', 'OU', '1880', '1900', 'I:por']);
  },
};

/** Nothing typed and a reversed range: each refusal beside its field, focus on the first; nothing sent. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Pesquisa avançada' }, settle);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ano inicial' }), '1950');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ano final' }), '19x');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    const term = line(canvasElement, 1).getByRole('textbox', { name: 'Termo' });
    await waitFor(() => expect(term).toHaveFocus(), settle);
    await expect(term).toHaveAccessibleDescription('O campo acima é obrigatório.');
    await expect(canvas.getByRole('textbox', { name: 'Ano final' })).toHaveAccessibleDescription(
      'Digite um ano com até 4 algarismos, por exemplo 1990.',
    );
    await userEvent.type(term, 'de');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Ano final' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ano final' }), '1900');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(term).toHaveAccessibleDescription(/Digite ao menos uma palavra com 3 ou mais letras/);
    await expect(canvas.getByRole('textbox', { name: 'Ano inicial' })).toHaveAccessibleDescription(
      'O ano inicial não pode ser posterior ao ano final.',
    );
    await expect(term).toHaveValue('de');
    await expect(searches).toEqual([]);
  },
};

/** Lines are added up to five and removed; the switch to the simple form keeps what was typed. */
export const LinesAndSwitch: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Pesquisa avançada' }, settle);
    for (let i = 0; i < 3; i++)
      await userEvent.click(canvas.getByRole('button', { name: 'Adicionar linha' }));
    await expect(canvas.getAllByRole('group', { name: /^Linha \d$/ })).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Adicionar linha' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover a linha 5' }));
    await expect(canvas.getAllByRole('group', { name: /^Linha \d$/ })).toHaveLength(4);
    await userEvent.type(line(canvasElement, 1).getByRole('textbox', { name: 'Termo' }), 'quincas borba');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisa simples' }));
    const simple = await canvas
      .findByRole('searchbox', { name: 'Termo de pesquisa' }, settle)
      .catch(() => canvas.findByRole('combobox', { name: 'Termo de pesquisa' }, settle));
    await expect(simple).toHaveValue('quincas borba');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisa avançada' }));
    await expect(
      await within(await canvas.findByRole('group', { name: 'Linha 1' }, settle)).findByRole('textbox', {
        name: 'Termo',
      }),
    ).toHaveValue('quincas borba');
    await expect(searches).toEqual([]);
  },
};
