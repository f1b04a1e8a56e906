import { Main, SkipLink, ToastRegion, VisuallyHidden } from '@acervo/ui';
import { useLayoutEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAtomValue, useStore } from '../../lib/jotai.ts';
import { focusHeadingOnMountAtom, routeAnnouncementAtom } from '../../lib/page/page-heading.tsx';
import { PageLoading } from '../page-loading.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { layoutMessages } from './layout-messages.ts';
import { ShellLoginModal } from './shell-login-modal.tsx';
import { AppTopBar } from './top-bar.tsx';

/** After a route change (never on first load) the next page heading takes focus and is announced. */
function useRouteChangeFocus() {
  const store = useStore();
  const { pathname } = useLocation();
  const first = useRef(true);
  // A layout effect: it runs before the new page's passive effects in the same commit.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    store.set(focusHeadingOnMountAtom, true);
  }, [pathname, store]);
}

/** The frame every page lives in: skip link, top bar, header, main content, footer (spec §2). */
export function AppLayout() {
  const intl = useIntl();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const announcement = useAtomValue(routeAnnouncementAtom);
  useRouteChangeFocus();

  return (
    // The design system's links navigate inside the app instead of reloading the page.
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <SkipLink targetId="conteudo">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <AppTopBar />
      <AppHeader />
      <Main id="conteudo" tabIndex={-1}>
        {navigation.state === 'loading' ? <PageLoading /> : <Outlet />}
      </Main>
      <AppFooter />
      <ToastRegion aria-label={intl.formatMessage(layoutMessages.notifications)} />
      <ShellLoginModal />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </AriaRouterProvider>
  );
}
