import { toastQueue } from '@acervo/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as ClearancePage } from './clearance-page.tsx';

const declaration = {
  codigoVerificacao: 'K7QM-3XPA-9HTC',
  emitidoEm: '2026-11-24T10:15:00-03:00',
  nome: 'José Carlos dos Santos',
  urlVerificacao: 'https://biblioteca.uniacervo.example/nada-consta/K7QM-3XPA-9HTC',
  urlQrCode: 'https://biblioteca.uniacervo.example/api/nada-consta/verificar/K7QM-3XPA-9HTC/qrcode',
};
const issued = { pode_solicitar: false, pendencias: [], declaracao: declaration };
const ready = { pode_solicitar: true, pendencias: [], declaracao: null };
const pending = {
  pode_solicitar: false,
  pendencias: [
    { codigo: 'EMPRESTIMOS_ABERTOS', mensagem: 'Você tem 2 empréstimos em aberto.' },
    { codigo: 'DEBITOS', mensagem: 'Você tem débitos pendentes de R$ 4,00.' },
  ],
  declaracao: null,
};

const check = (body: object) =>
  http.get('/api/unidade-informacao/nada-consta/verifica', () => HttpResponse.json(body));

/** The e-mail fields and content types the story's server received. */
const mailed: { type: string | null; email: FormDataEntryValue | null }[] = [];
/** The clearance requests the story's server received. */
const requested: unknown[] = [];

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/No-debts declaration',
  component: ClearancePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/nada-consta', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    mailed.length = 0;
    requested.length = 0;
    msw.use(
      check(issued),
      http.get('/api/pessoas/email-pessoa-logada', () =>
        HttpResponse.json({ email: 'jose.santos@uniacervo.example' }),
      ),
      http.post('/api/nada-consta/send-mail', async ({ request }) => {
        mailed.push({
          type: request.headers.get('content-type'),
          email: (await request.formData()).get('email'),
        });
        return HttpResponse.json({ declaracao: declaration, message: 'Declaração enviada por e-mail.' });
      }),
    );
  },
} satisfies Meta<typeof ClearancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declaration issued: its code, the public check's address and QR code, and send by e-mail. */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('K7QM-3XPA-9HTC', {}, settle)).toBeVisible();
    await expect(canvas.getByText('José Carlos dos Santos')).toBeVisible();
    await expect(canvas.getByText('24/11/2026, 10:15')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Código QR da verificação da declaração K7QM-3XPA-9HTC' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: declaration.urlVerificacao })).toHaveAttribute(
      'href',
      declaration.urlVerificacao,
    );
    // The registered address is offered.
    await waitFor(
      () => expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('jose.santos@uniacervo.example'),
      settle,
    );
  },
};

/** Send by e-mail: a bad address is refused beside the field with focus on it; two good ones go as a form. */
export const SendByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^E-mail/, {}, settle);
    await waitFor(() => expect(field).toHaveValue('jose.santos@uniacervo.example'), settle);
    await userEvent.clear(field);
    await userEvent.type(field, 'jose@uniacervo');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Preencha um e-mail válido!')).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('jose@uniacervo');
    await expect(mailed).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Jose@UniAcervo.example; rh@uniacervo.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(mailed).toHaveLength(1), settle);
    await expect(mailed[0]!.type).toMatch(/^multipart\/form-data/);
    await expect(mailed[0]!.email).toBe('jose@uniacervo.example;rh@uniacervo.example');
    await expect(
      await canvas.findByText('Declaração enviada para jose@uniacervo.example; rh@uniacervo.example.'),
    ).toBeVisible();
    await expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(
      'Declaração enviada por e-mail.',
    );
  },
};

/** Loans and debts in the way: each in the server's words, with a link to where it is settled. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(check(pending));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Ainda não é possível emitir a declaração', {}, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Você tem 2 empréstimos em aberto.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver empréstimos' })).toHaveAttribute(
      'href',
      '/meupergamum/renovacao',
    );
    await expect(canvas.getByRole('link', { name: 'Ver multas e débitos' })).toHaveAttribute(
      'href',
      '/meupergamum/debitos',
    );
    await expect(canvas.queryByRole('button', { name: 'Solicitar declaração' })).toBeNull();
  },
};

/**
 * Nothing in the way: the request asks first, saying it suspends the patron; accepted, the
 * declaration shows and its heading takes focus.
 */
export const RequestAndAccept: Story = {
  beforeEach({ msw }) {
    msw.use(
      check(ready),
      http.post('/api/unidade-informacao/nada-consta', async ({ request }) => {
        requested.push(await request.json());
        await delay(100);
        return HttpResponse.json(
          {
            declaracao: declaration,
            message: 'Nada consta emitido. Você está desligado(a) da unidade de informação.',
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText(/você fica afastado\(a\) da unidade/, {}, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar declaração' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Solicitar a declaração de nada consta?' });
    await waitFor(
      () => expect(within(dialog).getByText(/afasta você da unidade de informação/)).toBeVisible(),
      settle,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceito e solicito' }));
    await waitFor(() => expect(requested).toEqual([{ aceite: true }]), settle);
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: 'Sua declaração' })).toHaveFocus(),
      settle,
    );
    await expect(canvas.getByText('K7QM-3XPA-9HTC')).toBeVisible();
  },
};

/** The check cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/unidade-informacao/nada-consta/verifica', () =>
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

/** While the check loads: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/unidade-informacao/nada-consta/verifica', async () => {
        await delay('infinite');
        return HttpResponse.json(issued);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
