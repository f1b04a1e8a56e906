import { Button, Icon, mediaUp, SideNav, type SideNavItem, vars } from '@acervo/ui';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAtom, useSetAtom } from '../../../lib/jotai.ts';
import { myAreaMessages as m } from '../my-area-messages.ts';
import { myAreaBase } from '../my-area-paths.ts';
import { type MyAreaMenuEntry, myAreaMenu } from './my-area-menu.ts';
import { menuOpenAtom, mobileMenuOpenAtom, selectedMenuAtom } from './my-area-state.ts';
import { useMyAreaLocation } from './use-my-area-location.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.lg};

  [data-part='Fold'] {
    display: none;
  }
  [data-part='Content'] {
    min-width: 0;
  }

  @media ${mediaUp.md} {
    grid-template-columns: minmax(13rem, 17rem) minmax(0, 1fr);
    gap: ${vars.space.xl};
    &[data-folded] {
      grid-template-columns: auto minmax(0, 1fr);
    }
    &[data-folded] [data-component='SideNav'] {
      display: none;
    }
    [data-part='Fold'] {
      display: block;
      margin-bottom: ${vars.space.sm};
    }
  }
`;

/**
 * My area's frame: the side menu of the spec's sixteen items (a drawer on small screens) beside
 * the page of the item chosen, which the router renders in the outlet. Each item is its own
 * route (see my-area-routes.ts); its page starts with a `MyAreaHeading`.
 */
export function MyAreaFrame() {
  const intl = useIntl();
  const location = useMyAreaLocation();
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom);
  const [mobileMenuOpen, setMobileMenuOpen] = useAtom(mobileMenuOpenAtom);
  const setSelected = useSetAtom(selectedMenuAtom);

  const items = useMemo(() => {
    const toItem = (entry: MyAreaMenuEntry): SideNavItem =>
      'path' in entry
        ? { id: entry.id, label: intl.formatMessage(entry.label), href: `${myAreaBase}/${entry.path}` }
        : { id: entry.id, label: intl.formatMessage(entry.label), items: entry.children.map(toItem) };
    return myAreaMenu.map(toItem);
  }, [intl]);

  const name = location ? intl.formatMessage(location.entry.label) : null;
  useEffect(() => {
    setSelected({ parent: location?.parent?.id ?? null, submenu: location?.entry.id ?? null, name });
  }, [location, name, setSelected]);

  const menuLabel = intl.formatMessage(m.menu);
  return (
    <Layout data-folded={!menuOpen || undefined}>
      <div>
        <div data-part="Fold">
          <Button
            variant="quiet"
            icon={<Icon name={menuOpen ? 'chevron-left' : 'chevron-right'} />}
            aria-expanded={menuOpen}
            onPress={() => setMenuOpen(!menuOpen)}
          >
            {intl.formatMessage(menuOpen ? m.hideMenu : m.showMenu)}
          </Button>
        </div>
        <SideNav
          aria-label={menuLabel}
          items={items}
          {...(location ? { currentId: location.entry.id } : {})}
          smallScreen="drawer"
          isOpen={mobileMenuOpen}
          onOpenChange={setMobileMenuOpen}
        />
      </div>
      <div data-part="Content">
        <Outlet />
      </div>
    </Layout>
  );
}
