import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Title/Summaries',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/sumarios' },
  args: { codAcervo: 1, tab: 'sumarios', notFound: <h1>Página não encontrada</h1> },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const noContents = () => HttpResponse.json({ sumarios: [] });

/** Each issue's table of contents under its label, newest first; the book's own is not among them. */
export const IssueSummaries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 3 }, settle);
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'v. 13, n. 2, abr./jun. 2025',
      'v. 13, n. 1, jan./mar. 2025',
    ]);
    const issue = canvas.getByRole('region', { name: 'v. 13, n. 2, abr./jun. 2025' });
    await expect(within(issue).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(issue).getByText('Souza, M. A.; Lima, R. C. · p. 3-16')).toBeVisible();
  },
};

/** The book's contents (its MARC contents note): titles, authors and pages. */
export const BookSummaries: Story = {
  args: { tab: 'sumarios-livros' },
  parameters: { route: '/acervo/1/sumarios-livros' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = await canvas.findByRole('region', { name: 'Ressurreição' }, settle);
    await expect(within(book).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(book).getByText('Lúcia Miguel Pereira · p. 7-20')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'v. 13, n. 2, abr./jun. 2025' })).toBeNull();
  },
};

/** A title without issues' contents says so. */
export const NoIssueSummaries: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/sumario/:id/dados', noContents));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Este título não tem sumários de fascículos registrados.',
        {},
        settle,
      ),
    ).toBeVisible();
  },
};

/** A book without a contents note says so. */
export const NoBookSummary: Story = {
  args: { tab: 'sumarios-livros' },
  parameters: { route: '/acervo/1/sumarios-livros' },
  beforeEach({ msw }) {
    msw.use(http.get('/api/sumario/:id/dados', noContents));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Este título não tem sumário registrado.', {}, settle),
    ).toBeVisible();
  },
};

/** The contents failed: a retry brings them. */
export const SummariesFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/sumario/:id/dados', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'x' }, { status: 500 }) : noContents();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta seção.', {}, settle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByText('Este título não tem sumários de fascículos registrados.', {}, settle),
    ).toBeVisible();
  },
};
