import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { createdRequest, requestsFixture } from '../../../testing/mocks/bibliographic-request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { choose, fill, librariesHandler, settle } from './request-stories.ts';
import { Component as ResearchPage } from './research-page.tsx';

const listPath = '/api/solicitacoes/pesquisa-especializada';
const research = requestsFixture('pesquisa-especializada', {
  tema: 'Bibliotecas universitárias',
  objetivo: 'Levantar estudos de usuários',
  prazo_desejado: '2026-12-15',
});
const list = (body: object = research) => http.get(listPath, () => HttpResponse.json(body));
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Specialised research',
  component: ResearchPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/comutacao/pesquisa-especializada',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(librariesHandler, list());
  },
} satisfies Meta<typeof ResearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a date into a date field segment by segment (pt: day, month, year). */
async function typeDate(canvasElement: HTMLElement, label: string, digits: string) {
  const group = within(canvasElement).getByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

/** The form, and the patron's research requests in each status, in words, with the deadline. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Minhas solicitações' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(within(table).getAllByText('Prazo desejado: 15/12/2026')).toHaveLength(4);
  },
};

/** The topic, library and aim left empty and a deadline in the past: each said beside its field. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeDate(canvasElement, 'Prazo desejado', '25112026');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const topic = canvas.getByRole('textbox', { name: /^Tema/ });
    await waitFor(() => expect(topic).toHaveFocus(), settle);
    await expect(topic).toHaveAccessibleDescription('Campo obrigatório não preenchido: Tema.');
    await expect(canvas.getByText('Escolha uma data a partir de hoje.')).toBeVisible();
    await expect(canvas.getByText('Campo obrigatório não preenchido: Biblioteca.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Objetivo da pesquisa/ })).toHaveAccessibleDescription(
      /Campo obrigatório não preenchido: Objetivo da pesquisa\./,
    );
  },
};

/** Sent once, the deadline as an ISO date; the form starts again. */
export const Sent: Story = {
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post(listPath, async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        return HttpResponse.json(createdRequest('pesquisa-especializada', {}), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: /^Tema/ }), 'Acessibilidade em bibliotecas');
    await typeDate(canvasElement, 'Prazo desejado', '10122026');
    await choose(canvasElement, /Biblioteca/, 'Biblioteca de Direito');
    await fill(canvas.getByRole('textbox', { name: /^Objetivo da pesquisa/ }), 'Dissertação');
    const send = canvas.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Solicitação enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      {
        tema: 'Acessibilidade em bibliotecas',
        prazo_desejado: '2026-12-10',
        biblioteca: 2,
        objetivo: 'Dissertação',
      },
    ]);
  },
};

/** No research request in the period. */
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
