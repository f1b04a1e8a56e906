import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { createdRequest, requestsFixture } from '../../../testing/mocks/bibliographic-request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { choose, fill, librariesHandler, settle } from './request-stories.ts';
import { Component as SurveyPage } from './survey-page.tsx';

const listPath = '/api/solicitacoes/levantamento-bibliografico';
const surveys = requestsFixture('levantamento-bibliografico', {
  assunto: 'Letramento digital no ensino superior',
  palavras_chave: 'letramento; ensino superior',
  periodo_inicial: 2015,
  periodo_final: 2025,
});
const list = (body: object = surveys) => http.get(listPath, () => HttpResponse.json(body));
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Bibliographic survey',
  component: SurveyPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/comutacao/levantamento',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(librariesHandler, list());
  },
} satisfies Meta<typeof SurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, and the patron's surveys in each status, in words, with the years each covers. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Minhas solicitações' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(within(table).getAllByText('Publicações de 2015 a 2025')).toHaveLength(4);
  },
};

/** The subject and the library left empty: each named beside its field, focus on the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const subject = canvas.getByRole('textbox', { name: /^Assunto/ });
    await waitFor(() => expect(subject).toHaveFocus(), settle);
    await expect(subject).toHaveAccessibleDescription('Campo obrigatório não preenchido: Assunto.');
    await expect(canvas.getByText('Campo obrigatório não preenchido: Biblioteca.')).toBeVisible();
  },
};

/** Years 2020 to 2010: the first is after the last, refused on the first; a year in two digits too. */
export const YearsReversed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Assunto/ }), 'Educação inclusiva');
    const first = canvas.getByRole('textbox', { name: 'Publicado a partir de (ano)' });
    await fill(first, '2020');
    await fill(canvas.getByRole('textbox', { name: 'Publicado até (ano)' }), '2010');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(first).toHaveFocus(), settle);
    await expect(first).toHaveAccessibleDescription('O ano inicial não pode ser posterior ao ano final.');
    await expect(first).toHaveValue('2020');
  },
};

/** Sent once, with the years as numbers; the form starts again. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post(listPath, async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        return HttpResponse.json(createdRequest('levantamento-bibliografico', {}), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Biblioteca/, 'Biblioteca Central');
    await fill(canvas.getByRole('textbox', { name: /^Assunto/ }), 'Educação inclusiva');
    await fill(canvas.getByRole('textbox', { name: 'Publicado a partir de (ano)' }), '2010');
    await fill(canvas.getByRole('textbox', { name: 'Publicado até (ano)' }), '2020');
    const send = canvas.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Solicitação enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      { assunto: 'Educação inclusiva', periodo_inicial: 2010, periodo_final: 2020, biblioteca: 1 },
    ]);
  },
};

/** No survey in the period. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list({ solicitacoes: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhuma solicitação neste período' },
        settle,
      ),
    ).toBeVisible();
  },
};
