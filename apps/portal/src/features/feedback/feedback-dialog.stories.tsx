import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { feedbackPaths } from './send-feedback.ts';

/** Two libraries to choose from (the dialogs list `parametros/atendimento`). */
const libraries = http.get('/api/parametros/atendimento', () =>
  HttpResponse.json({
    bibliotecas: [
      {
        cod_biblioteca: 1,
        desc_biblioteca: 'Biblioteca Central',
        cod_campus: 1,
        nome_campus: 'Campus Asa Norte',
        email: null,
        telefone: null,
        horarios: [],
        observacao: null,
      },
      {
        cod_biblioteca: 2,
        desc_biblioteca: 'Biblioteca de Saúde',
        cod_campus: 1,
        nome_campus: 'Campus Asa Norte',
        email: null,
        telefone: null,
        horarios: [],
        observacao: null,
      },
    ],
  }),
);

const meta = {
  title: 'Screens/Footer dialogs',
  component: FeedbackDialog,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1', loggedIn: true },
  args: { kind: 'comment' },
} satisfies Meta<typeof FeedbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs live in a portal over the page; their content is found from the document. */
const page = () => within(document.body);

async function open(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  const dialog = await page().findByRole('dialog', { name });
  // The modal fades in: wait until it is shown before reading it.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * Chooses a library. The dialog asks for the libraries when it opens and the kit's select does not
 * open while it has no options, so this retries until they are in.
 */
async function chooseLibrary(dialog: ReturnType<typeof within>, name: string) {
  await waitFor(async () => {
    // Its own button, not "any listbox": another select's popover may still be closing.
    const button = dialog.getByRole('button', { name: /Biblioteca/ });
    if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
    await expect(page().getByRole('option', { name })).toBeVisible();
  });
  await userEvent.click(page().getByRole('option', { name }));
}

/** An anonymous visitor is asked to log in; with activity 107 (the fixture's) the link opens the modal. */
export const AnonymousAsksToLogIn: Story = {
  parameters: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Comentário geral');
    await expect(dialog.getByText(/Entre com sua conta para enviar comentários/)).toBeVisible();
    const login = dialog.getByRole('link', { name: 'Entrar' });
    await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/acervo/1')}`);
    // The modal is offered once the institution's features (activity 107) have arrived.
    await waitFor(() => expect(login).toHaveAttribute('aria-haspopup', 'dialog'), { timeout: 5000 });
  },
};

/** Spec §5: a comment needs a library and a non-blank text; nothing is sent until it has them. */
export const CommentRequiredFields: Story = {
  beforeEach({ msw }) {
    msw.use(libraries);
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Comentário geral');
    await userEvent.type(dialog.getByLabelText(/^Comentário/), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await dialog.findByText('Campo obrigatório não preenchido: Biblioteca.')).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório não preenchido: Comentário.')).toBeVisible();
    await expect(dialog.getByText('Preencha os campos obrigatórios.')).toBeVisible();
  },
};

/** A comment the server refuses with 422: too many comments wait for approval (spec §8). */
export const CommentLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(
      libraries,
      http.post(feedbackPaths.comment, () =>
        HttpResponse.json({ message: 'limite', code: 'limite_comentarios_excedido' }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Comentário geral');
    await chooseLibrary(dialog, 'Biblioteca de Saúde');
    await userEvent.type(dialog.getByLabelText(/^Comentário/), 'Faltam cadeiras na sala de estudos.');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(
      await dialog.findByText(
        'Você tem muitos comentários aguardando aprovação. Este comentário não foi enviado.',
      ),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(dialog.getByLabelText(/^Comentário/)).toHaveValue('Faltam cadeiras na sala de estudos.');
  },
};

/** What the suggestion story's server received. */
let sentSuggestions: unknown[] = [];

/** An acquisition suggestion needs library, title and publisher; once complete it is posted. */
export const SuggestionSent: Story = {
  args: { kind: 'suggestion' },
  beforeEach({ msw }) {
    sentSuggestions = [];
    msw.use(
      libraries,
      http.post(feedbackPaths.suggestion, async ({ request }) => {
        sentSuggestions.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Sugestão de aquisição');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await dialog.findByText('Campo obrigatório não preenchido: Título.')).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório não preenchido: Editora.')).toBeVisible();
    await chooseLibrary(dialog, 'Biblioteca Central');
    await userEvent.type(dialog.getByLabelText(/^Título/), ' Vidas secas ');
    await userEvent.type(dialog.getByLabelText(/^Editora/), 'Record');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sentSuggestions).toEqual([{ biblioteca: 1, titulo: 'Vidas secas', editor: 'Record' }]);
  },
};

/** A support message needs a subject and a message; Escape closes and focus returns to the button. */
export const SupportRequiredAndEscape: Story = {
  args: { kind: 'support' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Suporte');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await expect(await dialog.findByText('Campo obrigatório não preenchido: Assunto.')).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório não preenchido: Mensagem.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Suporte' })).toHaveFocus());
  },
};
