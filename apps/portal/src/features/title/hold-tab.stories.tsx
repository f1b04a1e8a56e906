import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdOptionsFixture } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const queueAnswer = {
  pode_reservar: true,
  posicao: 3,
  previsao: '2026-12-14',
  message: 'Você será o 3º da fila.',
};
const placedAnswer = {
  message: 'Reserva efetuada! Você é o 3º da fila.',
  reserva: {
    codigo: 900,
    codAcervo: 1,
    titulo: 'Ressurreição',
    biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
    volume: 'v. 2',
    tomo: null,
    parte: null,
    material_adicional: null,
    dataReserva: '2026-11-26T10:00:00-03:00',
    situacao: 'fila',
    posicao: 3,
    previsao: '2026-12-14',
    prazoRetirada: null,
    tombo: null,
    dataEncerramento: null,
    motivoCancelamento: null,
  },
};

const meta = {
  title: 'Screens/Title/Hold',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/reserva', loggedIn: true },
  args: { codAcervo: 1, tab: 'reserva', notFound: <h1>Página não encontrada</h1> },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reserva/:id/informacoes-iniciais', () => HttpResponse.json(holdOptionsFixture)),
      http.post('/api/reserva/validar-fila', () => HttpResponse.json(queueAnswer)),
      http.post('/api/reserva', () => HttpResponse.json(placedAnswer, { status: 201 })),
    );
  },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseVolume = async (canvasElement: HTMLElement, volume: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Volume/ }, settle));
  await userEvent.click(await within(document.body).findByRole('option', { name: volume }, settle));
};

/** Anonymous: the tab asks to log in (the modal where the institution has it) instead of a form. */
export const LoginFirst: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Para reservar este título, entre com a sua conta da biblioteca.', {}, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar para reservar' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Facervo%2F1%2Freserva',
    );
  },
};

/** The form: the library that refuses says why; the one that takes holds asks for the volume. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const libraries = await canvas.findByRole('radiogroup', { name: /^Biblioteca/ }, settle);
    await expect(within(libraries).getByRole('radio', { name: /Letras e Artes/ })).toBeDisabled();
    await expect(libraries).toHaveTextContent('Há exemplar disponível para empréstimo');
    await expect(within(libraries).getByRole('radio', { name: /Biblioteca Central/ })).toBeChecked();
    await expect(canvas.getByText('Você tem 1 reserva ativa de 3 permitidas.')).toBeVisible();
  },
};

/** Checking without the volume: the spec's message, and nothing is sent. */
export const OptionsMissing: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver a minha posição na fila' }, settle));
    await expect(
      await canvas.findByText('Selecione todas as opções para confirmar a reserva!', {}, settle),
    ).toBeVisible();
  },
};

/** The queue place and estimated date before confirming; focus lands on them. */
export const QueueChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseVolume(canvasElement, 'v. 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a minha posição na fila' }));
    await expect(await canvas.findByText('Você será o 3º da fila.', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Previsão de disponibilidade: 14/12/2026.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar a reserva' })).toBeVisible();
  },
};

/**
 * By keyboard: after the queue place, "change the options" takes the patron back to the choices,
 * with the focus on the library chosen (not lost to the page when the confirmation goes away) and
 * the volume still chosen.
 */
export const ChangeOptionsByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseVolume(canvasElement, 'v. 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a minha posição na fila' }));
    await expect(await canvas.findByText('Você será o 3º da fila.', {}, settle)).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alterar as opções' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Você será o 3º da fila.')).toBeNull(), settle);
    await expect(canvas.getByRole('radio', { name: /Biblioteca Central/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /Volume/ })).toHaveAccessibleName(/v\. 2/);
  },
};

/** Confirmed: the server's words, the date, and the way to My area's holds. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseVolume(canvasElement, 'v. 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a minha posição na fila' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar a reserva' }, settle));
    await expect(await canvas.findByText('Reserva efetuada! Você é o 3º da fila.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver as minhas reservas' })).toHaveAttribute(
      'href',
      '/meupergamum/reservas',
    );
  },
};

/** The server refuses (a hold already placed): its reason in words; the choices stay. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/reserva/validar-fila', () =>
        HttpResponse.json(
          { message: 'Você já tem uma reserva deste título.', code: 'RESERVA_EXISTENTE' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseVolume(canvasElement, 'v. 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a minha posição na fila' }));
    await expect(await canvas.findByText('Você já tem uma reserva deste título.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /v\. 1/ })).toBeVisible();
  },
};

/** The options could not be loaded: the reason and a retry, which brings the form. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/reserva/:id/informacoes-iniciais', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json(holdOptionsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }, settle));
    await expect(await canvas.findByRole('radiogroup', { name: /^Biblioteca/ }, settle)).toBeVisible();
  },
};

/** While the options load: a skeleton that says what it waits for. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reserva/:id/informacoes-iniciais', async () => {
        await delay('infinite');
        return HttpResponse.json(holdOptionsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByText('Carregando as opções de reserva…')).toBeInTheDocument(),
      settle,
    );
  },
};
