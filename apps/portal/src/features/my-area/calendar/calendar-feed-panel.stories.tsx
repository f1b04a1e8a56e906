import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const feedPath = '/api/calendario/assinatura';
const feed = (token: string, criadaEm = '2026-11-20T14:30:00-03:00') => ({
  url: `https://biblioteca.example.edu/api/calendario/${token}.ics`,
  webcal: `webcal://biblioteca.example.edu/api/calendario/${token}.ics`,
  criadaEm,
});
const first = feed('k3Jd9QmZp0aVt7LwX2cYb8NsR4uEf6Gh');
const second = feed('Zx81PqWm3nVb7TcLr5KsJd2Hf9GyA0Ue', '2026-11-26T09:15:00-03:00');

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };
/** The writes the story's server received, in order. */
const writes: string[] = [];

const meta = {
  title: 'Screens/My area/Calendar feed',
  component: CalendarFeedPanel,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/renovacao', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    writes.length = 0;
    msw.use(http.get(feedPath, () => HttpResponse.json({ assinatura: first })));
  },
} satisfies Meta<typeof CalendarFeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: one button makes it; the address then shows and takes focus. */
export const NoAddressYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(feedPath, () => HttpResponse.json({ assinatura: null })),
      http.post(feedPath, async () => {
        writes.push('POST');
        await delay(100);
        return HttpResponse.json({
          assinatura: first,
          message: 'Novo endereço de calendário criado. Um endereço anterior deixou de funcionar.',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Criar endereço do calendário' }, settle),
    );
    const address = await canvas.findByRole('textbox', { name: 'Endereço do calendário' }, settle);
    await waitFor(() => expect(address).toHaveFocus(), settle);
    await expect(address).toHaveValue(first.url);
    await expect(writes).toEqual(['POST']);
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      'Novo endereço de calendário criado. Um endereço anterior deixou de funcionar.',
    );
  },
};

/** The address, read-only, with when it was made, the warning to keep it secret, and the app link. */
export const AddressShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByRole('textbox', { name: 'Endereço do calendário' }, settle);
    await expect(address).toHaveValue(first.url);
    await expect(address).toHaveAttribute('readonly');
    await expect(canvas.getByText(/Criado em 20\/11\/2026/)).toBeVisible();
    await expect(canvas.getByText(/não o compartilhe/)).toBeVisible();
    // The webcal: address stays as the server gave it, for the device's calendar app.
    await expect(canvas.getByRole('link', { name: 'Abrir no aplicativo de calendário' })).toHaveAttribute(
      'href',
      first.webcal,
    );
  },
};

/** A new address, confirmed first: the old one stops working and the new one shows at once. */
export const NewAddress: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(feedPath, async () => {
        writes.push('POST');
        return HttpResponse.json({
          assinatura: second,
          message: 'Novo endereço de calendário criado. Um endereço anterior deixou de funcionar.',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gerar novo endereço' }, settle));
    const dialog = await page.findByRole('alertdialog', { name: 'Gerar um novo endereço?' });
    await waitFor(() => expect(dialog).toBeVisible(), settle);
    await expect(writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar novo endereço' }));
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Endereço do calendário' })).toHaveValue(second.url),
      settle,
    );
    await expect(writes).toEqual(['POST']);
  },
};

/** Revoked after a confirmation: calendars stop receiving dates; the button to make one takes focus. */
export const Revoked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(feedPath, async () => {
        writes.push('DELETE');
        return HttpResponse.json({ message: 'Endereço de calendário revogado: ele deixou de funcionar.' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revogar endereço' }, settle));
    const dialog = await page.findByRole('alertdialog', { name: 'Revogar o endereço do calendário?' });
    await waitFor(() => expect(within(dialog).getByText(/param de receber as datas/)).toBeVisible(), settle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar endereço' }));
    const create = await canvas.findByRole('button', { name: 'Criar endereço do calendário' }, settle);
    await waitFor(() => expect(create).toHaveFocus(), settle);
    await expect(canvas.queryByRole('textbox', { name: 'Endereço do calendário' })).toBeNull();
    await expect(writes).toEqual(['DELETE']);
  },
};

/** The address could not be read: said so, with a retry that asks again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(feedPath, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Ocorreu um erro inesperado.' }, { status: 500 })
          : HttpResponse.json({ assinatura: first });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: /Tentar novamente/ }, settle);
    await userEvent.click(retry);
    await expect(await canvas.findByRole('textbox', { name: 'Endereço do calendário' }, settle)).toHaveValue(
      first.url,
    );
  },
};
