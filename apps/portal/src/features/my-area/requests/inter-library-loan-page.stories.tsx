import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import {
  createdRequest,
  interLibraryDataFixture,
  requestsFixture,
} from '../../../testing/mocks/bibliographic-request-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as InterLibraryLoanPage } from './inter-library-loan-page.tsx';
import { choose, fill, settle } from './request-stories.ts';

const listPath = '/api/solicitacoes/emprestimo-inter-bibliotecas';
const dataPath = '/api/emprestimo-inter-bibliotecas/dados';
const loans = requestsFixture('emprestimo-inter-bibliotecas', {
  titulo: 'Obra rara de referência',
  autor: 'Fulano de Tal',
  instituicao_fornecedora: 'Universidade Vizinha',
});
const list = (body: object = loans) => http.get(listPath, () => HttpResponse.json(body));
const received: unknown[] = [];

const meta = {
  title: 'Screens/My area/Inter-library loan',
  component: InterLibraryLoanPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/comutacao/emprestimo-entre-bibliotecas',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(dataPath, () => HttpResponse.json(interLibraryDataFixture)),
      list(),
    );
  },
} satisfies Meta<typeof InterLibraryLoanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the patron's contacts and open requests, and the loans in each status, in words. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Minhas solicitações' }, settle);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    for (const words of ['Aguardando atendimento', 'Em andamento', 'Atendida', 'Cancelada'])
      await expect(within(table).getByText(words)).toBeVisible();
    await expect(within(table).getAllByText('De: Universidade Vizinha')).toHaveLength(4);
    // The count and the contacts come from their own calls, which may answer after the list.
    await expect(
      await canvas.findByText('Pedidos de empréstimo entre bibliotecas em aberto: 2.', {}, settle),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('bruno.lima@uniacervo.example'),
      settle,
    );
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(61) 3000-1234'),
      settle,
    );
  },
};

/** Title and lender missing, a bad e-mail among two: each said beside its field, focus on the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /^E-mail/ }, settle);
    await userEvent.clear(email);
    await fill(email, 'bruno@example.org; bruno');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitação' }));
    const title = canvas.getByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title).toHaveFocus(), settle);
    await expect(title).toHaveAccessibleDescription('Campo obrigatório não preenchido: Título.');
    await expect(
      canvas.getByRole('textbox', { name: /^Instituição que tem o título/ }),
    ).toHaveAccessibleDescription(/Campo obrigatório não preenchido: Instituição que tem o título\./);
    await expect(email).toHaveAccessibleDescription(/Preencha um e-mail válido!/);
    await expect(email).toHaveValue('bruno@example.org; bruno');
  },
};

/** The phone keeps only digits, hyphen, parentheses and spaces, at most 16; sent once, e-mails joined by ";". */
export const Sent: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    received.length = 0;
    msw.use(
      http.post('/api/emprestimo-inter-bibliotecas', async ({ request }) => {
        received.push(await request.json());
        await delay(300);
        return HttpResponse.json(createdRequest('emprestimo-inter-bibliotecas', {}), { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /^Telefone/ }, settle);
    await userEvent.clear(phone);
    await fill(phone, '+55 (61) 99999-0000 ramal 12');
    await expect(phone).toHaveValue('55 (61) 99999-00');
    await fill(canvas.getByRole('textbox', { name: /^Título/ }), 'Obra rara');
    await fill(
      canvas.getByRole('textbox', { name: /^Instituição que tem o título/ }),
      'Universidade Vizinha',
    );
    await choose(canvasElement, /Biblioteca onde vai retirar/, 'Biblioteca de Direito');
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await fill(email, ' ; Outra@Example.org');
    const send = canvas.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Solicitação enviada. Ela aparece na sua lista abaixo.', {}, settle),
    ).toBeVisible();
    await expect(received).toEqual([
      {
        titulo: 'Obra rara',
        instituicao_fornecedora: 'Universidade Vizinha',
        biblioteca: 2,
        telefone: '55 (61) 99999-00',
        email: 'bruno.lima@uniacervo.example;outra@example.org',
      },
    ]);
    // The form starts again from the patron's contacts.
    await expect(canvas.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(61) 3000-1234');
  },
};

/** The form's data cannot be loaded: the reason and a retry; the list still shows. */
export const DataLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(dataPath, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' }, settle)).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Minhas solicitações' }, settle)).toBeVisible();
  },
};

/** No inter-library loan in the period. */
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
