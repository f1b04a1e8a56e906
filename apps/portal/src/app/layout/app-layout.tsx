import { LazyToastRegion, Main, SkipLink, VisuallyHidden } from '@acervo/ui';
import { useLayoutEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  type NavigateOptions,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { useAtomValue, useStore } from '../../lib/jotai.ts';
import { focusHeadingOnMountAtom, keepsFocus, routeAnnouncementAtom } from '../../lib/page/page-heading.tsx';
import { PageLoading } from '../page-loading.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { layoutMessages } from './layout-messages.ts';
import { ShellLoginModal } from './shell-login-modal.tsx';
import { AppTopBar } from './top-bar.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * After a route change (never on first load) the next page heading takes focus and is announced,
 * unless the move stays within the page (a tab chosen by arrow keys keeps its focus).
 */
function useRouteChangeFocus() {
  const store = useStore();
  const { pathname, state } = useLocation();
  const first = useRef(true);
  // A layout effect: it runs before the new page's passive effects in the same commit.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepsFocus(state)) store.set(focusHeadingOnMountAtom, true);
    // Only a new address moves focus; the state is read as it was on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <SkipLink targetId="conteudo">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <AppTopBar />
      <AppHeader />
      <Main id="conteudo" tabIndex={-1}>
        {navigation.state === 'loading' ? <PageLoading /> : <Outlet />}
      </Main>
      <AppFooter />
      <LazyToastRegion aria-label={intl.formatMessage(layoutMessages.notifications)} />
      <ShellLoginModal />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </AriaRouterProvider>
  );
}
