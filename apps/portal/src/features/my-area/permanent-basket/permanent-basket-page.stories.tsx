import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { permanentBasketFixture } from '../../../testing/mocks/permanent-basket-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as PermanentBasketPage } from './permanent-basket-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The story server's basket, changed by its PUT as the real one would. */
let items = structuredClone(permanentBasketFixture.itens);
/** The queries the list was asked with, and the export requests sent. */
const asked: string[] = [];
const exported: unknown[] = [];

const meta = {
  title: 'Screens/My area/Permanent basket',
  component: PermanentBasketPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/cesta-permanente',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    items = structuredClone(permanentBasketFixture.itens);
    asked.length = 0;
    exported.length = 0;
    msw.use(
      http.get('/api/acervo/cesta-permanente/colecao', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const situacao = query.get('situacao') ?? 'no_acervo';
        asked.push(`${query.get('dataIni')}/${query.get('dataFim')}/${situacao}`);
        return HttpResponse.json({
          dataIni: query.get('dataIni'),
          dataFim: query.get('dataFim'),
          itens: items.filter((item) => situacao === 'todos' || item.situacao === situacao),
        });
      }),
      http.put('/api/acervo/cesta-permanente', async ({ request }) => {
        await delay(100);
        const body = (await request.json()) as { acervo: number; removido: boolean };
        const item = items.find((entry) => entry.cod_acervo === body.acervo)!;
        item.situacao = body.removido ? 'removido' : 'no_acervo';
        item.removidoEm = body.removido ? '2026-11-26T15:00:00.000Z' : null;
        return HttpResponse.json({ itens: items.filter((entry) => entry.situacao === 'no_acervo') });
      }),
      http.post('/api/acervo/exportar-cesta', async ({ request }) => {
        await delay(100);
        exported.push(await request.json());
        return HttpResponse.json({ message: 'Exportação enviada por e-mail.' });
      }),
    );
  },
} satisfies Meta<typeof PermanentBasketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Cesta permanente' }, settle);
  return [...table.querySelectorAll<HTMLElement>('tbody tr')];
};

/** The last month by default, every status: three titles in the basket and one removed, newest first. */
export const LastMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Dom Casmurro'),
      expect.stringContaining('Vidas secas'),
      expect.stringContaining('Memórias póstumas de Brás Cubas'),
      expect.stringContaining('O cortiço'),
    ]);
    await expect(within(rows[3]!).getByText('Removido')).toBeVisible();
    await expect(within(rows[3]!).getByText('em 25/11/2026')).toBeVisible();
    await expect(within(rows[0]!).getByText('No acervo')).toBeVisible();
    await expect(within(rows[1]!).getByText('Nenhum exemplar disponível')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link', { name: 'Dom Casmurro' })).toHaveAttribute(
      'href',
      '/acervo/101',
    );
    await expect(
      canvas.getByText('4 títulos incluídos de 26/10/2026 a 26/11/2026, 1 removido.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^3 títulos da cesta: copie/)).toBeVisible();
    await expect(asked).toEqual(['2026-10-26/2026-11-26/todos']);
  },
};

/** Removing keeps the title listed as removed; focus goes to the list's heading; it can be put back. */
export const RemoveAndRestore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover da cesta: Vidas secas' }, settle),
    );
    await waitFor(
      () =>
        expect(
          canvas.getByText('4 títulos incluídos de 26/10/2026 a 26/11/2026, 2 removidos.'),
        ).toBeVisible(),
      settle,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Títulos do período' })).toHaveFocus();
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      '“Vidas secas” removido da cesta permanente.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Devolver à cesta: Vidas secas' }));
    await waitFor(
      () =>
        expect(canvas.getByText('4 títulos incluídos de 26/10/2026 a 26/11/2026, 1 removido.')).toBeVisible(),
      settle,
    );
  },
};

/** Only the removed ones: the choice is asked of the server and kept in the address. */
export const OnlyRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Removidos' }));
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(1), settle);
    await expect(asked.at(-1)).toBe('2026-10-26/2026-11-26/removido');
    await expect(canvas.getByText('Não há títulos na cesta para exportar.')).toBeVisible();
  },
};

/** A bad address is refused beside the field, which takes focus; a good one sends the basket's titles once. */
export const ExportByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, 'ana@exemplo');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar por e-mail' }));
    await expect(await canvas.findByText('Preencha um e-mail válido!', {}, settle)).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('ana@exemplo');
    await expect(exported).toHaveLength(0);
    await userEvent.type(email, '.org; Ana@Casa.org');
    await userEvent.click(canvas.getByRole('radio', { name: 'RIS (gerenciadores de referências)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar por e-mail' }));
    await waitFor(
      () =>
        expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
          'Exportação enviada por e-mail.',
        ),
      settle,
    );
    await expect(exported).toEqual([
      {
        tipo: 'ris',
        acervos: [101, 102, 103],
        opcoesEmail: { email: 'ana@exemplo.org;ana@casa.org' },
      },
    ]);
  },
};

/** The start may not follow the end: said on the start field, which takes focus; nothing is fetched. */
export const PeriodReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    const start = within(canvas.getByRole('group', { name: /^Data inicial/ })).getAllByRole('spinbutton');
    await userEvent.click(start[0]!);
    await userEvent.keyboard('27122026');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(
      await canvas.findByText('A data inicial não pode ser posterior à data final.', {}, settle),
    ).toBeVisible();
    await expect(start[0]).toHaveFocus();
    await expect(asked).toHaveLength(1);
  },
};

/** Nothing put in the basket in the period: why, and the way to the catalogue. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/cesta-permanente/colecao', () =>
        HttpResponse.json({ dataIni: '2026-10-26', dataFim: '2026-11-26', itens: [] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum título incluído neste período' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar no catálogo' })).toBeVisible();
  },
};

/** A basket that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/cesta-permanente/colecao', () =>
        HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the basket loads: skeleton lines. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/cesta-permanente/colecao', async () => {
        await delay('infinite');
        return HttpResponse.json(permanentBasketFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
