import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchLogEntry } from '../../lib/search/search-log.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { SearchHistoryPage } from './search-history-page.tsx';

/** The session's searches, newest first: an advanced one narrowed by filters, a simple one, a browse, a miss. */
const log: SearchLogEntry[] = [
  {
    id: 4,
    campos: [
      { termo: 'dom casmurro', campo: 'titulo' },
      { termo: 'assis', campo: 'autor', operador: 'E' },
    ],
    registros: 3,
    pesquisa: 'título: dom casmurro E autor: assis',
    url: '/?termo1=dom+casmurro&campo1=titulo&termo2=assis&campo2=autor&filtro=T%3A1&avancada=1',
    base: 'local',
    filtros: ['Livro'],
    quando: '2026-11-27T13:42:00.000Z',
  },
  {
    id: 3,
    campos: [{ termo: 'brasil', campo: 'livre' }],
    registros: 136,
    pesquisa: 'brasil',
    url: '/?termo=brasil&ordenacao=Y&ordem=D',
    base: 'local',
    filtros: [],
    quando: '2026-11-27T13:40:00.000Z',
  },
  {
    id: 2,
    campos: [],
    registros: 24,
    pesquisa: '',
    url: '/?filtro=S%3Aficcao+brasileira',
    base: 'local',
    filtros: ['Ficção brasileira'],
    quando: '2026-11-27T13:31:00.000Z',
  },
  {
    id: 1,
    campos: [{ termo: 'xyzzyq', campo: 'livre' }],
    registros: 0,
    pesquisa: 'xyzzyq',
    url: '/?termo=xyzzyq',
    base: 'local',
    filtros: [],
    quando: '2026-11-27T13:30:00.000Z',
  },
];

const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Search history',
  component: SearchHistoryPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/historico-pesquisa', searchLog: log },
} satisfies Meta<typeof SearchHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastTitles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

/** Four searches, each a link that runs it again, with what it found, its filters and when it ran. */
export const Searches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Histórico de pesquisa' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '4 pesquisas' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: '4 pesquisas' }));
    const links = list.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'título: dom casmurro E autor: assis',
      'brasil',
      'Ficção brasileira',
      'xyzzyq',
    ]);
    await expect(links[1]).toHaveAttribute('href', '/?termo=brasil&ordenacao=Y&ordem=D');
    await expect(list.getByText('3 títulos · Filtros: Livro · às 10:42')).toBeVisible();
    await expect(list.getByText('136 títulos · às 10:40')).toBeVisible();
    await expect(list.getByText('nenhum título · às 10:30')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Remover do histórico: brasil' })).toBeVisible();
  },
};

/** No search yet in this session: says what will appear here and offers the search. */
export const Empty: Story = {
  parameters: { searchLog: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nenhuma pesquisa nesta sessão' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar no acervo' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Limpar o histórico' })).toBeNull();
  },
};

/** Removing one takes it out at once and keeps it out of the stored log; focus goes to the list's heading. */
export const RemoveOne: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover do histórico: brasil' }));
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: '3 pesquisas' })).toHaveFocus(),
      settle,
    );
    await expect(canvas.queryByRole('link', { name: 'brasil' })).toBeNull();
    await expect(toastTitles()).toContain('“brasil” saiu do histórico.');
    const stored = JSON.parse(sessionStorage.getItem('acervo.pesquisas') ?? '[]') as SearchLogEntry[];
    await expect(stored.map((entry) => entry.id)).toEqual([4, 2, 1]);
  },
};

/** Clearing asks first, saying how many go. */
export const ClearConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar o histórico' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Limpar o histórico?' });
    await waitFor(
      () => expect(within(dialog).getByText(/4 pesquisas saem do histórico/)).toBeVisible(),
      settle,
    );
  },
};

/** Confirmed: the empty state shows, focus is on the page heading, and the stored log is empty. */
export const Cleared: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar o histórico' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Limpar o histórico?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Limpar' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma pesquisa nesta sessão' }, settle),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 1, name: 'Histórico de pesquisa' })).toHaveFocus(),
      settle,
    );
    await expect(sessionStorage.getItem('acervo.pesquisas')).toBe('[]');
    await expect(toastTitles()).toContain('O histórico de pesquisa foi limpo.');
  },
};
