import { activity } from '@acervo/contract';
import { applyBrand, createBrand, Header, vars } from '@acervo/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { LoginLink } from '../../lib/login-prompt/login-link.tsx';
import { sessionAtom } from '../../lib/session/session.ts';
import { layoutMessages } from './layout-messages.ts';

// Loaded after the first paint, only for a logged-in patron: the count is not part of the first load (ADR 106).
const UnreadAlertsCount = lazy(() =>
  import('../../features/my-area/alerts/unread-alerts-count.tsx').then((m) => ({
    default: m.UnreadAlertsCount,
  })),
);

// The basket's count follows the basket atom from a chunk of its own, after the first paint.
const BasketCount = lazy(() =>
  import('../../features/basket/basket-count-route.ts').then((route) => route.loadBasketCount()),
);

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.target};
    color: ${vars.color.accent};
    font-weight: ${vars.font.weight.medium};
  }
`;

/** The header: the institution's brand (home link), the basket with its count and the user menu (spec §2). */
export function AppHeader() {
  const intl = useIntl();
  const { institution } = useInstitution();
  const session = useAtomValue(sessionAtom);
  const activities = useActivities();
  const name = institution?.nome ?? '';
  const brand = institution?.marca;

  // The institution's colours become token overrides the design system keeps legible.
  useEffect(() => {
    if (!brand || !name) return;
    applyBrand(
      createBrand({
        name,
        primary: brand.cor_primaria,
        ...(brand.cor_secundaria ? { secondary: brand.cor_secundaria } : {}),
        ...(brand.logo ? { logo: brand.logo } : {}),
      }),
    );
  }, [brand, name]);

  return (
    <Header name={name} {...(institution?.marca.logo ? { logo: institution.marca.logo } : {})}>
      <nav aria-label={intl.formatMessage(layoutMessages.userMenu)}>
        <Menu>
          <li>
            <Link to="/cesta">
              {intl.formatMessage(layoutMessages.basket)}
              <Suspense fallback={null}>
                <BasketCount />
              </Suspense>
            </Link>
          </li>
          {session ? (
            <>
              <li>
                {intl.formatMessage(layoutMessages.greeting, {
                  name: session.user.nome_pessoa.split(' ')[0] ?? '',
                })}
              </li>
              {activities.has(activity.personalAreaMenu) ? (
                <li>
                  <Link to="/meupergamum">
                    {intl.formatMessage(layoutMessages.myArea)}
                    <Suspense fallback={null}>
                      <UnreadAlertsCount loggedIn />
                    </Suspense>
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to="/sair">{intl.formatMessage(layoutMessages.logout)}</Link>
              </li>
            </>
          ) : (
            <li>
              <LoginLink>{intl.formatMessage(layoutMessages.login)}</LoginLink>
            </li>
          )}
        </Menu>
      </nav>
    </Header>
  );
}
