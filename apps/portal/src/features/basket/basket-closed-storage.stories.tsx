import type { TitleDetail } from '@acervo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as closedStorage from '../../testing/mocks/closed-storage-fixtures.ts';
import { titleFixture } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { BasketTitleName } from './basket-item.tsx';
import { BasketClosedStorage } from './closed-storage/basket-closed-storage.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const titles: Record<number, TitleDetail> = {
  1: titleFixture,
  2: { ...titleFixture, cod_acervo: 2, titulo: 'Dom Casmurro', subtitulo: null, rota: '/acervo/2' },
};

const { central, letras } = closedStorage;

/** Ressurreição: one copy to ask for and one on loan; Dom Casmurro: two in another library. */
const storedCopies: Record<number, ReturnType<typeof closedStorage.storedCopy>[]> = {
  1: [
    closedStorage.storedCopy(71, 'BC000071', central),
    closedStorage.storedCopy(72, 'BC000072', central, {
      situacao: 'emprestado',
      desc_situacao: 'Emprestado',
    }),
  ],
  2: [
    closedStorage.storedCopy(91, 'BL000091', letras, { posicao: 'Estante R-3' }),
    closedStorage.storedCopy(92, 'BL000092', letras),
  ],
};
const allCopies = Object.entries(storedCopies).flatMap(([codAcervo, copies]) =>
  copies.map((copy) => ({ ...copy, codAcervo: Number(codAcervo) })),
);

/** The server's answer for the copies it was sent: all waiting to be fetched, due after the room's hours. */
function answerFor(library: number, codes: readonly number[]) {
  const copies = allCopies.filter((copy) => codes.includes(copy.cod_exemplar));
  const due = library === 1 ? '2026-11-28T10:00:00-03:00' : '2026-11-29T10:00:00-03:00';
  return {
    message: `Pedido enviado. Retire no balcão a partir de ${library === 1 ? '28/11/2026' : '29/11/2026'} 10:00.`,
    solicitacao: {
      codigo: 40 + library,
      biblioteca: { codigo: library, descricao: library === 1 ? central.name : letras.name },
      data: '2026-11-27T10:00:00-03:00',
      itens: copies.map((copy) => ({
        codExemplar: copy.cod_exemplar,
        tombo: copy.tombo,
        codAcervo: copy.codAcervo,
        titulo: titles[copy.codAcervo]!.subtitulo
          ? `${titles[copy.codAcervo]!.titulo}: ${titles[copy.codAcervo]!.subtitulo}`
          : titles[copy.codAcervo]!.titulo,
        volume: null,
        tomo: null,
        parte: null,
        armazem: copy.desc_armazem,
        posicao: copy.posicao,
        situacao: closedStorage.awaitingFetch,
        previsao: due,
      })),
    },
  };
}

type Sent = { library: number; codes: number[] };
/** What the story's server received. */
const sent: Sent[] = [];
const readSent = async (request: Request): Promise<Sent> => {
  const library = Number(new URL(request.url).searchParams.get('cod_biblioteca'));
  const body = (await request.json()) as { cesta: { cod_exemplar: number }[] };
  return { library, codes: body.cesta.map((item) => item.cod_exemplar) };
};

/** Copy 92 is already the patron's: a request still being fetched. */
const ownRequests = {
  solicitacoes: [
    {
      ...answerFor(2, [92]).solicitacao,
      codigo: 12,
    },
  ],
};

const meta = {
  title: 'Screens/Basket/Closed storage',
  component: BasketClosedStorage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/cesta', loggedIn: true },
  args: { codes: [1, 2], TitleName: BasketTitleName },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      http.get('/api/acervo/:id', ({ params }) => HttpResponse.json(titles[Number(params.id)])),
      http.get('/api/acervo/:id/dados-armazem', ({ params }) =>
        HttpResponse.json({ exemplares: storedCopies[Number(params.id)] ?? [] }),
      ),
      http.get('/api/solicitacao-armazem', () => HttpResponse.json(ownRequests)),
      http.post('/api/gravar-armazem', async ({ request }) => {
        const received = await readSent(request);
        sent.push(received);
        return HttpResponse.json(answerFor(received.library, received.codes), { status: 201 });
      }),
    );
  },
} satisfies Meta<typeof BasketClosedStorage>;

export default meta;
type Story = StoryObj<typeof meta>;

const copiesGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Exemplares no acervo fechado' }, settle);
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Pedir os exemplares escolhidos' });

/** None of the basket's titles has a stored copy: it says so in a line. */
export const NoStoredCopies: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/acervo/:id/dados-armazem', () => HttpResponse.json({ exemplares: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Nenhum título da cesta tem exemplares no acervo fechado/, {}, settle),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A visitor sees the stored copies by title and is asked to log in, coming back to the basket. */
export const LogInToAsk: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Dom Casmurro' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText('Exemplar BL000091')).toBeVisible();
    await expect(canvas.getByText('Não pode ser pedido agora: Emprestado')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Entrar para pedir' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcesta',
    );
  },
};

/** A patron: every stored copy by title, with its library; the one on loan and the one already asked for cannot be ticked. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await expect(
      await within(group).findByRole('heading', { level: 3, name: 'Ressurreição: romance' }, settle),
    ).toBeVisible();
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await expect(within(group).getByRole('checkbox', { name: /BC000071/ })).toBeEnabled();
    await expect(within(group).getByRole('checkbox', { name: /BC000072/ })).toBeDisabled();
    await waitFor(
      () =>
        expect(
          within(group).getByRole('checkbox', {
            name: /BL000092.*Você já pediu este exemplar: Aguardando busca no armazém\./,
          }),
        ).toBeDisabled(),
      settle,
    );
    await expect(group).toHaveTextContent('Biblioteca de Letras — Sala de obras raras');
  },
};

/** Nothing ticked: the words beside the copies, focus on the first that can be ticked, nothing sent. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(await within(group).findByText('Escolha pelo menos um exemplar para pedir.')).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: /BC000071/ })).toHaveFocus();
    await expect(sent).toEqual([]);
  },
};

/** While the request is on its way: the button says so and is busy. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/gravar-armazem', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.click(submitButton(canvasElement));
    await expect(
      await within(canvasElement).findByRole('button', { name: /Enviando o pedido/ }, settle),
    ).toBeVisible();
  },
};

/**
 * Copies of two libraries: one press, one request to each (the server takes one library's copies
 * at a time); each copy's state in words and when it reaches the desk.
 */
export const SentPerCopy: Story = {
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /BL000091/ }));
    await userEvent.click(submitButton(canvasElement));
    const canvas = within(canvasElement);
    const heading = await canvas.findByText('2 pedidos enviados, um para cada biblioteca', {}, settle);
    const outcome = heading.closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus(), settle);
    await expect(outcome).toHaveTextContent(
      /Exemplar BC000071 \(Ressurreição: romance\): Aguardando busca no armazém; no balcão a partir de 28\/11\/2026,? 10:00\./,
    );
    await expect(outcome).toHaveTextContent(
      /Exemplar BL000091 \(Dom Casmurro\): Aguardando busca no armazém; no balcão a partir de 29\/11\/2026,? 10:00\./,
    );
    await expect(sent).toEqual([
      { library: 1, codes: [71] },
      { library: 2, codes: [91] },
    ]);
    await closedStorage.expectMyRequestsLink(canvasElement);
  },
};

/** Refused (all or none): the reason beside the copy, which takes focus; the ticks stay. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(closedStorage.refusedCopyHandler(0));
  },
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.click(submitButton(canvasElement));
    await closedStorage.expectRefused(canvasElement, group, 'BC000071');
  },
};

/** The network failed: the spec's words, the choice kept, and a retry. */
export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/gravar-armazem', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.click(submitButton(canvasElement));
    const title = await within(canvasElement).findByText(
      'O pedido não foi enviado. Os exemplares escolhidos continuam marcados.',
      {},
      settle,
    );
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    await expect(alert).toHaveTextContent('Não foi possível comunicar com o servidor.');
    await expect(within(alert).getByRole('button', { name: 'Tentar enviar de novo' })).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: /BC000071/ })).toBeChecked();
  },
};

/** The retry sends the same choice, once it gets through. */
export const RetryAfterFailure: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('/api/gravar-armazem', async ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        const received = await readSent(request);
        sent.push(received);
        return HttpResponse.json(answerFor(received.library, received.codes), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.click(submitButton(canvasElement));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar enviar de novo' }, settle));
    await expect(await canvas.findByText('Pedido enviado', {}, settle)).toBeVisible();
    await expect(sent).toEqual([{ library: 1, codes: [71] }]);
  },
};

/** A double press sends one request. */
export const SentOnce: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/gravar-armazem', async ({ request }) => {
        const received = await readSent(request);
        sent.push(received);
        await delay(300);
        return HttpResponse.json(answerFor(received.library, received.codes), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const group = await copiesGroup(canvasElement);
    await userEvent.click(within(group).getByRole('checkbox', { name: /BC000071/ }));
    await userEvent.dblClick(submitButton(canvasElement));
    await within(canvasElement).findByText('Pedido enviado', {}, settle);
    await expect(sent).toEqual([{ library: 1, codes: [71] }]);
  },
};
