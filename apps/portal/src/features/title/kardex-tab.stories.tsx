import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kardexChoicesFixture } from '../../testing/mocks/kardex-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../testing/with-portal-providers.tsx';
import { TitlePage } from './title-page.tsx';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/Title/Kardex',
  component: TitlePage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/acervo/1/colecao-kardex' },
  args: { codAcervo: 1, tab: 'colecao-kardex', notFound: <h1>Página não encontrada</h1> },
} satisfies Meta<typeof TitlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collections, the newest year's issues of every library, and a link to each issue's contents. */
export const Issues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Fascículos recebidos em 2025' }, settle);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Coleção: v. 12 (2024)-')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 fascículos');
    await expect(
      within(table).getByRole('link', { name: 'Sumário de v. 13, n. 2, abr./jun. 2025' }),
    ).toHaveAttribute('href', '/acervo/1/colecao-kardex?fasciculo=1-6');
  },
};

/** Another year and one library: the table follows, and says when an issue never arrived. */
export const YearAndLibrary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Fascículos recebidos em 2025' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: /Ano/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '2024' }));
    const table = await canvas.findByRole('grid', { name: 'Fascículos recebidos em 2024' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: /Biblioteca/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Biblioteca Central' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getByText('Não recebido')).toBeVisible();
    // One library chosen: the library column goes.
    await expect(within(table).queryByRole('columnheader', { name: 'Biblioteca' })).toBeNull();
  },
};

/** An issue's contents, opened from its link: the heading names the issue and takes the focus. */
export const IssueContents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Fascículos recebidos em 2025' }, settle);
    await userEvent.click(
      within(table).getByRole('link', { name: 'Sumário de v. 13, n. 1, jan./mar. 2025' }),
    );
    const heading = await canvas.findByRole(
      'heading',
      { level: 3, name: 'Sumário de v. 13, n. 1, jan./mar. 2025' },
      settle,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Catalogação em RDA: relato de implantação')).toBeVisible();
    await expect(canvas.getByText('Pereira, J. · p. 17-30')).toBeVisible();
  },
};

/** A title that is not a periodical with holdings says so. */
export const NoHoldings: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/kardex/:id/permissao', () => HttpResponse.json({ permitido: false })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Este título não tem coleção de periódico registrada (Kardex).',
        {},
        settle,
      ),
    ).toBeVisible();
  },
};

/** A year without issues in the library chosen. */
export const NoIssues: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/kardex/:id/data', () => HttpResponse.json({ ano: 2025, fasciculos: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Nenhum fascículo neste ano e biblioteca. Escolha outro ano ou biblioteca.',
        {},
        settle,
      ),
    ).toBeVisible();
  },
};

/** The issues failed: the collections stay, the list offers a retry that brings them. */
export const IssuesFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/kardex/:id/data', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json({ ano: 2025, fasciculos: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta seção.', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Biblioteca Central', { selector: 'strong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByText(
        'Nenhum fascículo neste ano e biblioteca. Escolha outro ano ou biblioteca.',
        {},
        settle,
      ),
    ).toBeVisible();
  },
};

/** While the collections load: a skeleton, and the tab says it is busy. */
export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/kardex/:id/combobox-data', async () => {
        await delay('infinite');
        return HttpResponse.json(kardexChoicesFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Coleção (Kardex)' }, settle);
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull(),
    );
  },
};
