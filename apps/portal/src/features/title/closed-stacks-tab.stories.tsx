import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as closedStorage from '../../testing/mocks/closed-storage-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const { central } = closedStorage;
const letras = { ...closedStorage.letras, name: 'Biblioteca de Letras e Artes' };
const storedCopies = {
  exemplares: [
    closedStorage.storedCopy(71, '000071', central, { volume: '1' }),
    closedStorage.storedCopy(72, '000072', central, { volume: '2', posicao: 'Caixa 2' }),
    closedStorage.storedCopy(73, '000073', central, {
      volume: '3',
      situacao: 'emprestado',
      desc_situacao: 'Emprestado',
      posicao: 'Caixa 2',
    }),
    closedStorage.storedCopy(91, '000091', letras),
  ],
};
const sentAnswer = {
  message: 'Pedido enviado. Retire no balcão a partir de 27/11/2026 10:00.',
  solicitacao: {
    codigo: 40,
    biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
    data: '2026-11-26T10:00:00-03:00',
    itens: [
      {
        codExemplar: 71,
        tombo: '000071',
        codAcervo: 1,
        titulo: 'Ressurreição',
        volume: '1',
        tomo: null,
        parte: null,
        armazem: 'Depósito do subsolo',
        posicao: 'Caixa 1',
        situacao: closedStorage.awaitingFetch,
        previsao: '2026-11-27T10:00:00-03:00',
      },
    ],
  },
};

const meta = {
  title: 'Screens/Title/Closed stacks',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/acervo-fechado', loggedIn: true },
  args: { codAcervo: 1, tab: 'acervo-fechado', notFound: <h1>Página não encontrada</h1> },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-armazem', () => HttpResponse.json(storedCopies)),
      http.post('/api/gravar-armazem', () => HttpResponse.json(sentAnswer, { status: 201 })),
      http.get('/api/solicitacao-armazem', () => HttpResponse.json({ solicitacoes: [] })),
    );
  },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const centralGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: /Biblioteca Central/ }, settle);

/** Anonymous: the stored copies by library, and the login to ask for them. */
export const LoginFirst: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Biblioteca Central — Depósito do subsolo' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Exemplar 000073 · v. 3')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Entrar para pedir' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Facervo%2F1%2Facervo-fechado',
    );
  },
};

/** A patron: one form per library, the copy on loan cannot be ticked and says why. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await expect(within(group).getByRole('checkbox', { name: /000073/ })).toBeDisabled();
    await expect(group).toHaveTextContent('Não pode ser pedido agora: Emprestado');
    await expect(group).toHaveTextContent('O balcão traz o exemplar em até 24 horas depois do pedido.');
    await expect(
      within(canvasElement).getByRole('group', { name: /Biblioteca de Letras e Artes/ }),
    ).toBeVisible();
  },
};

/** The patron's earlier requests: copy 71 still being fetched, copy 72's request long finished. */
const ownRequests = {
  solicitacoes: [
    sentAnswer.solicitacao,
    {
      ...sentAnswer.solicitacao,
      codigo: 12,
      data: '2026-10-02T10:00:00-03:00',
      itens: [
        {
          ...sentAnswer.solicitacao.itens[0]!,
          codExemplar: 72,
          tombo: '000072',
          volume: '2',
          situacao: { codigo: 'finalizada', descricao: 'Finalizada' },
        },
      ],
    },
  ],
};

/** A copy the patron already asked for says so in words and cannot be ticked; a finished request's copy can. */
export const AlreadyRequested: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/solicitacao-armazem', () => HttpResponse.json(ownRequests)));
  },
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    const requested = await within(group).findByRole(
      'checkbox',
      { name: /000071.*Você já pediu este exemplar: Aguardando busca no armazém\./ },
      settle,
    );
    await expect(requested).toBeDisabled();
    await expect(within(group).getByRole('checkbox', { name: /000072/ })).toBeEnabled();
    await closedStorage.expectMyRequestsLink(canvasElement);
  },
};

/**
 * Both copy 71 (the patron's own request) and copy 72 (another patron's) are taken: neither can be
 * ticked, and each says why in words, naming nobody.
 */
export const RequestedByAnother: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-armazem', () =>
        HttpResponse.json({
          exemplares: storedCopies.exemplares.map((copy) =>
            copy.cod_exemplar === 71 || copy.cod_exemplar === 72 ? { ...copy, solicitado: true } : copy,
          ),
        }),
      ),
      http.get('/api/solicitacao-armazem', () =>
        HttpResponse.json({ solicitacoes: [sentAnswer.solicitacao] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    const others = await within(group).findByRole(
      'checkbox',
      { name: /000072.*Não pode ser pedido agora: outra pessoa já pediu este exemplar\./ },
      settle,
    );
    await expect(others).toBeDisabled();
    await expect(
      within(group).getByRole('checkbox', { name: /000071.*Você já pediu este exemplar/ }),
    ).toBeDisabled();
    await expect(within(group).getByRole('checkbox', { name: /000071/ })).not.toHaveAccessibleName(
      /outra pessoa/,
    );
    // Only the copy of the other library is left to tick.
    await expect(within(canvasElement).getByRole('checkbox', { name: /000091/ })).toBeEnabled();
  },
};

/** A visitor is told a taken copy cannot be asked for, without a guess at whose request it is. */
export const RequestedForVisitor: Story = {
  tags: ['no-visual'],
  parameters: { loggedIn: false },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-armazem', () =>
        HttpResponse.json({
          exemplares: storedCopies.exemplares.map((copy) =>
            copy.cod_exemplar === 72 ? { ...copy, solicitado: true } : copy,
          ),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não pode ser pedido agora: alguém já pediu este exemplar.', {}, settle),
    ).toBeVisible();
    await expect(canvas.queryByText(/outra pessoa/)).toBeNull();
  },
};

/** Sending with nothing ticked: the words beside the copies, focus on the first, nothing sent. */
export const NoneChosen: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    const form = group.closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Pedir os exemplares escolhidos' }));
    await expect(await within(group).findByText('Escolha pelo menos um exemplar para pedir.')).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: /000071/ })).toHaveFocus();
  },
};

/** Sent: the server's words, when each copy reaches the desk, and the way to My area. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /000071/ }));
    await userEvent.click(
      within(group.closest('form')!).getByRole('button', { name: 'Pedir os exemplares escolhidos' }),
    );
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Pedido enviado. Retire no balcão a partir de 27/11/2026 10:00.', {}, settle),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Exemplar 000071: no balcão a partir de 27\/11\/2026,? 10:00\.$/),
    ).toBeVisible();
    await closedStorage.expectMyRequestsLink(canvasElement);
  },
};

/** Refused copy by copy (all or none): each reason beside its copy, the ticks kept. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(closedStorage.refusedCopyHandler(1));
  },
  play: async ({ canvasElement }) => {
    const group = await centralGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /000071/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /000072/ }));
    await userEvent.click(
      within(group.closest('form')!).getByRole('button', { name: 'Pedir os exemplares escolhidos' }),
    );
    await closedStorage.expectRefused(canvasElement, group, '000072');
    await expect(within(group).getByRole('checkbox', { name: /000071/ })).toBeChecked();
  },
};

/** Requests the mock server received. */
let requests = 0;

/** A double press sends one request. */
export const SentOnce: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/gravar-armazem', async () => {
        requests += 1;
        await delay(300);
        return HttpResponse.json(sentAnswer, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    requests = 0;
    const group = await centralGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /000071/ }));
    const button = within(group.closest('form')!).getByRole('button', {
      name: 'Pedir os exemplares escolhidos',
    });
    await userEvent.dblClick(button);
    await within(canvasElement).findByText('Pedido enviado', {}, settle);
    await expect(requests).toBe(1);
  },
};
/** No copy of the title is stored: it says so and points to the copies. */
export const NoneStored: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/acervo/:id/dados-armazem', () => HttpResponse.json({ exemplares: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Nenhum exemplar deste título fica no acervo fechado/, {}, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver os exemplares' })).toHaveAttribute(
      'href',
      '/acervo/1/exemplares',
    );
  },
};

/** The list failed: a retry brings it. */
export const StoredFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/acervo/:id/dados-armazem', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json(storedCopies);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta seção.', {}, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await centralGroup(canvasElement)).toBeVisible();
  },
};

/** While the copies load: a skeleton in the panel. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/acervo/:id/dados-armazem', async () => {
        await delay('infinite');
        return HttpResponse.json(storedCopies);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('tabpanel').querySelector('[aria-busy="true"]'),
        ).not.toBeNull(),
      settle,
    );
  },
};
