import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertsFixture } from '../../../testing/mocks/alert-fixtures.ts';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as AlertsPage } from './alerts-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The story server's alerts, changed by its PUT and DELETE as the real one would. */
let alerts = structuredClone(alertsFixture.alertas);
const answer = () => ({ alertas: alerts, naoLidos: alerts.filter((alert) => !alert.lido).length });
/** The periods the list was asked for. */
const asked: string[] = [];

const meta = {
  title: 'Screens/My area/Alerts',
  component: AlertsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/alertas', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    alerts = structuredClone(alertsFixture.alertas);
    asked.length = 0;
    msw.use(
      http.get('/api/alertas', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('dataIni')}/${query.get('dataFim')}`);
        return HttpResponse.json(answer());
      }),
      http.put('/api/alertas/:id', async ({ params }) => {
        await delay(100);
        const alert = alerts.find((item) => item.id === Number(params.id))!;
        alert.lido = true;
        return HttpResponse.json({ alerta: alert, message: 'Alerta marcado como lido.' });
      }),
      http.delete('/api/alertas/:id', async ({ params }) => {
        await delay(100);
        alerts = alerts.filter((item) => item.id !== Number(params.id));
        return HttpResponse.json({ message: 'Alerta excluído.' });
      }),
    );
  },
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Alertas' }, settle);
  return [...table.querySelectorAll<HTMLElement>('tbody tr')];
};

/** The last twelve months by default; unread first, newest first within each group. */
export const UnreadFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await rowsOf(canvasElement);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Reserva disponível'),
      expect.stringContaining('Solicitação atendida'),
      expect.stringContaining('Horário especial'),
    ]);
    await expect(within(rows[2]!).getByText('Lido')).toBeVisible();
    await expect(within(rows[2]!).queryByRole('button', { name: /Marcar como lido/ })).toBeNull();
    await expect(canvas.getByText('3 alertas de 26/11/2025 a 26/11/2026, 2 não lidos.')).toBeVisible();
    await expect(asked).toEqual(['2025-11-26/2026-11-26']);
  },
};

/** Marked read: the server's confirmation, the alert moves among the read ones, focus on the list's heading. */
export const MarkRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Marcar como lido: Reserva disponível: Grande sertão: veredas' },
        settle,
      ),
    );
    await waitFor(
      () => expect(canvas.getByText('3 alertas de 26/11/2025 a 26/11/2026, 1 não lido.')).toBeVisible(),
      settle,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alertas do período' })).toHaveFocus();
    const rows = await rowsOf(canvasElement);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Solicitação atendida');
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      'Alerta marcado como lido.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Marcar como lido: Solicitação atendida/ }));
    await waitFor(
      () => expect(canvas.getByText('3 alertas de 26/11/2025 a 26/11/2026, todos lidos.')).toBeVisible(),
      settle,
    );
  },
};

/** Delete asks first; confirmed, the alert leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Excluir: Horário especial nas férias' }, settle),
    );
    const dialog = await page.findByRole('alertdialog', {
      name: 'Excluir o alerta “Horário especial nas férias”?',
    });
    await waitFor(() => expect(within(dialog).getByText(/não pode ser recuperado/)).toBeVisible(), settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir alerta' }));
    await waitFor(
      () => expect(canvas.getByText('2 alertas de 26/11/2025 a 26/11/2026, 2 não lidos.')).toBeVisible(),
      settle,
    );
    await expect(canvas.queryByText('Horário especial nas férias')).toBeNull();
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

/** Both dates are required: an emptied end date is refused on its field. */
export const PeriodMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    const end = within(canvas.getByRole('group', { name: /^Data final/ })).getAllByRole('spinbutton');
    await userEvent.click(end[2]!);
    await userEvent.keyboard('{Backspace}'.repeat(12));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(await canvas.findByText('Informe a data final.', {}, settle)).toBeVisible();
    await expect(asked).toHaveLength(1);
  },
};

/** No alert in the period. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/alertas', () => HttpResponse.json({ alertas: [], naoLidos: 0 })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhum alerta neste período' }, settle),
    ).toBeVisible();
  },
};

/** Alerts that cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/alertas', () =>
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

/** While the alerts load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/alertas', async () => {
        await delay('infinite');
        return HttpResponse.json(alertsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
