import { activity } from '@acervo/contract';
import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { sessionAtom } from '../../lib/session/session.ts';
import { layoutMessages } from './layout-messages.ts';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  color: ${vars.color.text};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;
  img {
    max-height: 3rem;
  }
`;

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

/** The header: the institution's brand (home link) and the user menu (spec §2). */
export function AppHeader() {
  const intl = useIntl();
  const { institution } = useInstitution();
  const session = useAtomValue(sessionAtom);
  const activities = useActivities();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const loginTarget =
    location.pathname === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
  const name = institution?.nome ?? '';

  return (
    <Header>
      <Brand to="/" aria-label={intl.formatMessage(layoutMessages.home, { institution: name })}>
        {institution?.marca.logo ? <img src={institution.marca.logo} alt="" /> : null}
        <span>{name}</span>
      </Brand>
      <nav aria-label={intl.formatMessage(layoutMessages.userMenu)}>
        <Menu>
          {session ? (
            <>
              <li>
                {intl.formatMessage(layoutMessages.greeting, {
                  name: session.user.nome_pessoa.split(' ')[0] ?? '',
                })}
              </li>
              {activities.has(activity.personalAreaMenu) ? (
                <li>
                  <Link to="/meupergamum">{intl.formatMessage(layoutMessages.myArea)}</Link>
                </li>
              ) : null}
              <li>
                <Link to="/sair">{intl.formatMessage(layoutMessages.logout)}</Link>
              </li>
            </>
          ) : (
            <li>
              <Link to={loginTarget}>{intl.formatMessage(layoutMessages.login)}</Link>
            </li>
          )}
        </Menu>
      </nav>
    </Header>
  );
}
