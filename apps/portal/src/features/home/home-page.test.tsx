import { institutionPath } from '@acervo/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { institutionFixture } from '../../testing/mocks/institution-fixture.ts';
import { useMswServer } from '../../testing/msw-server.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  const server = useMswServer();

  it('shows the search heading and the search it is given; the institution’s name only in the title', async () => {
    await renderWithProviders(<HomePage search={<form role="search" aria-label="Pesquisa no acervo" />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pesquisar no acervo' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Pesquisa no acervo' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Início — Universidade Acervo'));
    // The header names the institution on every page; the home page does not say it again.
    expect(screen.queryByText(/Universidade Acervo/)).toBeNull();
  });

  it('names the document after the search on screen', async () => {
    await renderWithProviders(<HomePage searchTitle="Pesquisa: machado" />);
    await waitFor(() => expect(document.title).toBe('Pesquisa: machado — Universidade Acervo'));
  });

  it('speaks the visitor’s language and sends it to the server', async () => {
    let languageHeader: string | null = null;
    server.use(
      http.get(institutionPath, ({ request }) => {
        languageHeader = request.headers.get('lang');
        return HttpResponse.json({ ...institutionFixture, nome: 'Acervo University' });
      }),
    );
    await renderWithProviders(<HomePage />, { locale: 'es' });
    await waitFor(() => expect(document.title).toBe('Inicio — Acervo University'));
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar en el catálogo' })).toBeInTheDocument();
    expect(languageHeader).toBe('3');
  });
});
