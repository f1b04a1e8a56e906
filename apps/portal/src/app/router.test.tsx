import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api/api-client.ts';
import { localeAtom } from '../lib/intl/locale.ts';
import { loadMessages } from '../lib/intl/messages.ts';
import { createStore, JotaiProvider } from '../lib/jotai.ts';
import { sessionAtom, sessionFromLogin } from '../lib/session/session.ts';
import { loginFixture } from '../testing/mocks/login-fixture.ts';
import { useMswServer } from '../testing/msw-server.ts';
import { Providers } from './providers.tsx';
import { myAreaRoutesOnNavigation, routes } from './router.tsx';

async function renderAt(path: string, { loggedIn = false } = {}) {
  const store = createStore();
  store.set(localeAtom, 'pt');
  if (loggedIn) store.set(sessionAtom, sessionFromLogin(loginFixture, false));
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: myAreaRoutesOnNavigation(),
  });
  render(
    <JotaiProvider store={store}>
      <Providers client={createApiClient({ store })} messages={await loadMessages('pt')} initialLocale="pt">
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </Providers>
    </JotaiProvider>,
  );
  return router;
}

// Each route's code loads on demand, which takes a moment the first time in jsdom.
describe('routes (spec §2)', { timeout: 30_000 }, () => {
  const server = useMswServer();
  // Load what the app loads on demand once up front — the route modules, the login modal and the
  // schemas the frame's calls load with their first answer — so each test measures navigation,
  // not a cold import.
  beforeAll(async () => {
    await Promise.all([
      ...['login', 'my-area', 'title', 'not-found', 'guide', 'home'].map(
        (name) => import(`./routes/${name}.tsx`),
      ),
      import('../features/auth/login-modal.tsx'),
      import('../features/my-area/my-area-routes.ts'),
      import('@acervo/contract/parameters/institution'),
      import('@acervo/contract/parameters/content'),
      import('@acervo/contract/auth/token'),
      import('@acervo/contract/errors/error'),
    ]);
  }, 120_000);

  it('sends an anonymous visitor from My area to the login page with the way back', async () => {
    const router = await renderAt('/meupergamum/renovacao?x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/meupergamum/renovacao?x=1')}`,
    );
  });

  it('lets a patron into My area, each item at its own address inside the frame', async () => {
    await renderAt('/meupergamum/cesta-permanente', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cesta permanente' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Menu do Meu Pergamum' }));
    expect(menu.getByRole('link', { name: 'Cesta permanente' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps /meupergamum/app outside the login guard', async () => {
    const router = await renderAt('/meupergamum/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aplicativo da biblioteca' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meupergamum/app');
  });

  it('shows the not-found page for an unknown My-area address, inside the frame', async () => {
    await renderAt('/meupergamum/nao-existe', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu do Meu Pergamum' })).toBeInTheDocument();
  });

  it('selects the tab code of each title sub-path, and an unknown tab is not found', async () => {
    await renderAt('/acervo/42/dublin-core');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Ressurreição' },
      { timeout: 15_000 },
    );
    expect(heading.closest('article')).toHaveAttribute('data-tab-code', '115');
    expect(await screen.findByRole('tab', { name: 'Dublin Core' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the not-found page for unknown addresses, unknown tabs and unknown guides', async () => {
    for (const path of ['/acervo/42/nao-existe', '/um/dois/tres', '/guia-que-nao-existe']) {
      await renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // Unmount, not wipe the DOM: lazy parts still arriving would meet nodes React no longer has.
      cleanup();
    }
  });

  it('opens a known search guide at /:guia', async () => {
    await renderAt('/direito');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guia de Direito' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Guia de Direito — Universidade Acervo'));
  });

  it('with activity 107 the header’s login opens the login modal over the page', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/acervo/1');
    const banner = within(await screen.findByRole('banner'));
    const login = await banner.findByRole('link', { name: 'Entrar' }, { timeout: 15_000 });
    await waitFor(() => expect(login).toHaveAttribute('aria-haspopup', 'dialog'));
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(await within(dialog).findByLabelText('Matrícula ou usuário')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acervo/1');
  });

  it('without activity 107 the header’s login goes to the login page (the embedded alternative)', async () => {
    server.use(
      http.get('/api/parametros/funcionalidades', () =>
        HttpResponse.json({
          funcionalidades: [{ cod_modulo: 1, cod_atividade: 13, descricao: 'Comentários' }],
        }),
      ),
    );
    const user = userEvent.setup();
    const router = await renderAt('/acervo/1');
    const banner = within(await screen.findByRole('banner'));
    const login = await banner.findByRole('link', { name: 'Entrar' }, { timeout: 15_000 });
    // Once the institution's features are in, the link still has no popup: it is a plain link.
    await screen.findByRole('button', { name: 'Comentário geral' });
    expect(login).not.toHaveAttribute('aria-haspopup');
    await user.click(login);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/acervo/1')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a title the API does not know', async () => {
    await renderAt('/acervo/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
