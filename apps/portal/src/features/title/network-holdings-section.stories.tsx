import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { networkHoldingsFixture } from '../../testing/mocks/title-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Title/Network holdings',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1', loggedIn: false },
  args: { codAcervo: 1, tab: null, notFound: <h1>Página não encontrada</h1> },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Na Rede Pergamum' }, settle));

/** Two partners hold the work: each named, with its record's title and imprint (a missing place left out). */
export const Holders: Story = {
  play: async ({ canvasElement }) => {
    const network = await section(canvasElement);
    const items = await network.findAllByRole('listitem', {}, settle);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Instituto Litorâneo de Tecnologia');
    await expect(items[0]).toHaveTextContent('Ressurreição: romance. Rio de Janeiro: B. L. Garnier, 1872');
    await expect(items[1]).toHaveTextContent('Universidade Federal do Planalto');
    await expect(items[1]).toHaveTextContent('Ressurreição. Garnier, 1905');
  },
};

/** No partner holds the work: the section says so. */
export const NoHolders: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/rede-pergamum/acervo', () => HttpResponse.json({ total: 0, data: [] })));
  },
  play: async ({ canvasElement }) => {
    const network = await section(canvasElement);
    await expect(
      await network.findByText(
        'Nenhuma outra instituição da Rede Pergamum tem esta obra no catálogo da rede.',
        {},
        settle,
      ),
    ).toBeVisible();
    await expect(network.queryByRole('list')).toBeNull();
  },
};

/** While the network answers: a busy section that says what it waits for. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/rede-pergamum/acervo', async () => {
        await delay('infinite');
        return HttpResponse.json(networkHoldingsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const network = await section(canvasElement);
    await expect(
      await network.findByText('Buscando a obra na Rede Pergamum…', {}, settle),
    ).toBeInTheDocument();
  },
};

/** The first network call fails with spec §8's code; the next one answers. */
const failOnce = () => {
  let calls = 0;
  return http.get('/api/rede-pergamum/acervo', () => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json(
          { message: 'Serviço Rede Pergamum não disponível!', code: 'REDE_PERGAMUM_INDISPONIVEL' },
          { status: 500 },
        )
      : HttpResponse.json(networkHoldingsFixture);
  });
};

/** The network is down: spec §8's warning and a retry, while the rest of the page stays. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce());
  },
  play: async ({ canvasElement }) => {
    const network = await section(canvasElement);
    await expect(
      await network.findByText('Não foi possível saber quem mais tem esta obra.', {}, settle),
    ).toBeVisible();
    await expect(network.getByText('Serviço Rede Pergamum não disponível!')).toBeVisible();
    await expect(network.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(
      await within(canvasElement).findByText('Carla, em 02/10/2026, 14:30', {}, settle),
    ).toBeVisible();
  },
};

/** Trying again after the failure brings the list. */
export const RetriedAfterFailure: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(failOnce());
  },
  play: async ({ canvasElement }) => {
    const network = await section(canvasElement);
    await userEvent.click(await network.findByRole('button', { name: 'Tentar novamente' }, settle));
    await expect(await network.findByText('Instituto Litorâneo de Tecnologia', {}, settle)).toBeVisible();
    await expect(network.queryByText('Serviço Rede Pergamum não disponível!')).toBeNull();
  },
};

/** The network calls the story below saw. */
let networkAsked: string[] = [];

/** An institution outside the network (no activity 87): no section, and the network is not asked. */
export const OutsideTheNetwork: Story = {
  beforeEach({ msw }) {
    networkAsked = [];
    msw.use(
      http.get('/api/parametros/funcionalidades', () =>
        HttpResponse.json({
          funcionalidades: [8, 13].map((cod_atividade) => ({
            cod_modulo: 1,
            cod_atividade,
            descricao: `Atividade ${cod_atividade}`,
          })),
        }),
      ),
      http.get('/api/rede-pergamum/acervo', ({ request }) => {
        networkAsked.push(request.url);
        return HttpResponse.json(networkHoldingsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The comments come after the features: once they show, the page has decided.
    await expect(await page.findByText('Carla, em 02/10/2026, 14:30', {}, settle)).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Na Rede Pergamum' })).toBeNull();
    await expect(networkAsked).toEqual([]);
  },
};
