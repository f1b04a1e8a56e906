import { vars } from '@acervo/ui';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { useAtomValue, useStore } from '../../lib/jotai.ts';
import { focusHeadingOnMountAtom, routeAnnouncementAtom } from '../../lib/page/page-heading.tsx';
import { PageLoading } from '../page-loading.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { layoutMessages } from './layout-messages.ts';
import { NotificationRegion } from './notification-region.tsx';
import { ShellLoginModal } from './shell-login-modal.tsx';
import { TopBar } from './top-bar.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space.sm};
  top: -10rem;
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space.sm} ${vars.space.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  border: ${vars.size.focusWidth} solid ${vars.color.focus};
  &:focus {
    top: ${vars.space.sm};
  }
`;

const Main = styled.main`
  max-width: 72rem;
  min-height: 50vh;
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.md};
  &:focus {
    outline: none;
  }
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

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
  const announcement = useAtomValue(routeAnnouncementAtom);
  useRouteChangeFocus();

  return (
    <>
      <SkipLink href="#conteudo">{intl.formatMessage(layoutMessages.skipToContent)}</SkipLink>
      <TopBar />
      <AppHeader />
      <Main id="conteudo" tabIndex={-1}>
        {navigation.state === 'loading' ? <PageLoading /> : <Outlet />}
      </Main>
      <AppFooter />
      <NotificationRegion />
      <ShellLoginModal />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
