import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import {
  campusFixture,
  librariesFixture,
  suggestionsFixture,
} from '../../../testing/mocks/suggestion-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as SuggestionsPage } from './suggestions-page.tsx';

const list = (body: object = suggestionsFixture) =>
  http.get('/api/aquisicao/sugestoes', () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

/** The suggestions the story's server received. */
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Acquisition suggestions',
  component: SuggestionsPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum/sugestoes', loggedIn: true, today: fixtureToday },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/campus', () => HttpResponse.json(campusFixture)),
      http.get('/api/unidade-informacao', ({ request }) => {
        const campus = Number(new URL(request.url).searchParams.get('campus'));
        return HttpResponse.json({
          bibliotecas: librariesFixture.bibliotecas.filter(
            (library) => !campus || library.cod_campus === campus,
          ),
        });
      }),
      list(),
    );
  },
} satisfies Meta<typeof SuggestionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types into a field the quick way (a paste): the stories check the form, not typing speed. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Chooses a library, from the keyboard as the journey does; the kit's select does not open while it
 * has no options, so this retries until they are in.
 */
async function chooseLibrary(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(async () => {
    const button = canvas.getByRole('button', { name: /Biblioteca/ });
    if (button.getAttribute('aria-expanded') !== 'true') {
      button.focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(body.getByRole('option', { name })).toBeVisible();
  }, settle);
  await userEvent.click(body.getByRole('option', { name }));
}

/** The form, and every suggestion sent in the last twelve months with its status in words. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Minhas sugestões' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(14);
    for (const words of ['Aguardando entrega', 'Já existe no acervo', 'Pré-sugestão', 'Sugestão de compra'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(canvas.getByText('14 sugestões enviadas de 26/11/2025 a 26/11/2026.')).toBeVisible();
  },
};

/** Title and publisher left empty: each is named beside its field, and focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLibrary(canvasElement, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: 'Autor' }), 'Lygia Fagundes Telles');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar sugestão' }));
    const title = canvas.getByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title).toHaveFocus(), settle);
    await expect(title).toHaveAccessibleDescription('Campo obrigatório não preenchido: Título.');
    await expect(canvas.getByRole('textbox', { name: /^Editora/ })).toHaveAccessibleDescription(
      'Campo obrigatório não preenchido: Editora.',
    );
    await expect(canvas.getByText('Corrija os campos indicados.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Autor' })).toHaveValue('Lygia Fagundes Telles');
  },
};

/** A campus narrows the libraries to its own; the chosen library is cleared when the campus changes. */
export const CampusThenLibrary: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Campus/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Campus Norte' }, settle));
    await userEvent.click(canvas.getByRole('button', { name: /Biblioteca/ }));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1), settle);
    // The list fades in: its option is visible once the popover's opacity has risen.
    await waitFor(
      () => expect(body.getByRole('option', { name: 'Biblioteca do Campus Norte' })).toBeVisible(),
      settle,
    );
  },
};

/** Sent once however often the button is pressed; the form empties and the list is fetched again. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post('/api/unidade-informacao/sugestao-aquisicao', async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        return HttpResponse.json(
          {
            sugestao: { ...suggestionsFixture.sugestoes[12], codigo: 500, titulo: 'As meninas' },
            message: 'Sugestão enviada.',
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLibrary(canvasElement, 'Biblioteca de Direito');
    await fill(canvas.getByRole('textbox', { name: /^Título/ }), 'As meninas');
    await fill(canvas.getByRole('textbox', { name: /^Editora/ }), 'Companhia das Letras');
    const send = canvas.getByRole('button', { name: 'Enviar sugestão' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Sugestão enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      { biblioteca: 2, titulo: 'As meninas', editor: 'Companhia das Letras', periodico: false },
    ]);
    await expect(canvas.getByRole('textbox', { name: /^Título/ })).toHaveValue('');
  },
};

/** The server refuses a field: its message shows beside that field, and what was typed stays. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/unidade-informacao/sugestao-aquisicao', () =>
        HttpResponse.json(
          {
            message: 'Dados inválidos.',
            code: 'VALIDACAO',
            fields: { editor: 'O valor é longo demais (máximo 300 caracteres).' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLibrary(canvasElement, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Título/ }), 'As meninas');
    await fill(canvas.getByRole('textbox', { name: /^Editora/ }), 'Editora');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar sugestão' }));
    const publisher = canvas.getByRole('textbox', { name: /^Editora/ });
    await waitFor(() => expect(publisher).toHaveFocus(), settle);
    await expect(publisher).toHaveAccessibleDescription('O valor é longo demais (máximo 300 caracteres).');
    await expect(canvas.getByText('Dados inválidos.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Título/ })).toHaveValue('As meninas');
  },
};

/** No suggestion in the period: says so and how to see more. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ sugestoes: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhuma sugestão neste período' }, settle),
    ).toBeVisible();
  },
};

/** The list cannot be loaded: the reason and a way to try again; the form still works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/aquisicao/sugestoes', () =>
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

/** While the list loads: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/aquisicao/sugestoes', async () => {
        await delay('infinite');
        return HttpResponse.json(suggestionsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
