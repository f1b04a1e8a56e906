import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commentHeldAnswer } from '../../testing/mocks/comment-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Title/Comments',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1', loggedIn: true },
  args: { codAcervo: 1, tab: null, notFound: <h1>Página não encontrada</h1> },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Comentários' }, settle));

/** An anonymous visitor reads the approved comments and is offered the login to write one. */
export const Anonymous: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    await expect(await comments.findByText('Carla, em 02/10/2026, 14:30', {}, settle)).toBeVisible();
    await expect(comments.getByText(/A edição da Garnier tem um bom prefácio/)).toBeVisible();
    await expect(comments.getByRole('link', { name: 'Faça login para comentar' })).toBeVisible();
    await expect(comments.queryByRole('textbox')).toBeNull();
  },
};

/** A patron sees their own comments with their state, and the form. */
export const Patron: Story = {
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    const yours = await comments.findByRole('region', { name: 'Seus comentários' }, settle);
    await expect(within(yours).getByText('Aguardando aprovação')).toBeVisible();
    await expect(within(yours).getByText('Publicado')).toBeVisible();
    await expect(comments.getByRole('textbox', { name: /^Seu comentário/ })).toHaveAttribute('rows', '5');
  },
};

/** Sent empty: the reason beside the field, and the focus in it. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    const field = await comments.findByRole('textbox', { name: /^Seu comentário/ }, settle);
    await userEvent.type(field, '   ');
    await userEvent.click(comments.getByRole('button', { name: 'Enviar comentário' }));
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(comments.getByText('Escreva o comentário antes de enviar.')).toBeVisible();
  },
};

/** Sent: the text goes trimmed, the field empties and the moderation notice takes the focus. */
export const HeldForModeration: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/comentarios/acervo/:id', async ({ request }) => {
        const body = (await request.json()) as { texto: string };
        return body.texto === 'Gostei muito.'
          ? HttpResponse.json(commentHeldAnswer, { status: 201 })
          : HttpResponse.json({ message: 'x' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    const field = await comments.findByRole('textbox', { name: /^Seu comentário/ }, settle);
    await userEvent.type(field, '  Gostei muito.  ');
    await userEvent.click(comments.getByRole('button', { name: 'Enviar comentário' }));
    const notice = await comments.findByText(
      'Comentário recebido. Ele será publicado após a aprovação da biblioteca.',
      {},
      settle,
    );
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(field).toHaveValue('');
  },
};

/** Too many comments await approval (422): the spec's message, and the text kept. */
export const TooManyPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/comentarios/acervo/:id', () =>
        HttpResponse.json({ message: 'limite', code: 'limite_comentarios_excedido' }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    const field = await comments.findByRole('textbox', { name: /^Seu comentário/ }, settle);
    await userEvent.type(field, 'Mais um comentário');
    await userEvent.click(comments.getByRole('button', { name: 'Enviar comentário' }));
    await expect(
      await comments.findByText(
        'Você tem muitos comentários aguardando aprovação. Este comentário não foi enviado.',
        {},
        settle,
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('Mais um comentário');
  },
};

/** While it is sent: the button says so and cannot send twice. */
export const Sending: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/comentarios/acervo/:id', async () => {
        await delay('infinite');
        return HttpResponse.json(commentHeldAnswer, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    await userEvent.type(await comments.findByRole('textbox', { name: /^Seu comentário/ }, settle), 'Oi');
    await userEvent.click(comments.getByRole('button', { name: 'Enviar comentário' }));
    await expect(await comments.findByRole('button', { name: 'Enviando…' }, settle)).toBeDisabled();
  },
};

/** Deleting one's own comment asks first, then it leaves the list. */
export const DeleteOwn: Story = {
  beforeEach({ msw }) {
    let deleted = false;
    msw.use(
      http.delete('/api/comentarios/usuario/:id', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/comentarios/usuario/acervo/:id', () =>
        HttpResponse.json({
          comentarios: deleted
            ? []
            : [
                {
                  id: 21,
                  cod_acervo: 1,
                  texto: 'Um romance de estreia que já anuncia Dom Casmurro.',
                  situacao: 'pendente',
                  data: '2026-11-25T18:00:00-03:00',
                },
              ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    await userEvent.click(
      await comments.findByRole('button', { name: 'Excluir seu comentário de 25/11/2026, 18:00' }, settle),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Excluir o comentário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir o comentário' }));
    await waitFor(() => expect(comments.queryByRole('region', { name: 'Seus comentários' })).toBeNull());
  },
};

/** No comment published yet. */
export const NoComments: Story = {
  parameters: { loggedIn: false },
  beforeEach({ msw }) {
    msw.use(http.get('/api/comentarios/acervo/:id', () => HttpResponse.json({ comentarios: [] })));
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    await expect(
      await comments.findByText('Ainda não há comentários publicados sobre este título.', {}, settle),
    ).toBeVisible();
  },
};

/** The comments failed: the rest of the page stays, and a retry brings them. */
export const CommentsFailed: Story = {
  parameters: { loggedIn: false },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/comentarios/acervo/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json({ comentarios: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const comments = await section(canvasElement);
    await expect(
      await comments.findByText('Não foi possível carregar esta seção.', {}, settle),
    ).toBeVisible();
    await userEvent.click(comments.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await comments.findByText('Ainda não há comentários publicados sobre este título.', {}, settle),
    ).toBeVisible();
  },
};
