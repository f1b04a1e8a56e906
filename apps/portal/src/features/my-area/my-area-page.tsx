import { userDataResponseSchema } from '@acervo/contract';
import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { useAtomValue } from '../../lib/jotai.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { pageMessages } from '../../lib/page/page-messages.ts';
import { sessionAtom } from '../../lib/session/session.ts';
import { myAreaMessages as m } from './my-area-messages.ts';

/** My area's menu items (spec §2), each a sub-path of /meupergamum; later issues fill the screens. */
export const myAreaItems = [
  ['renovacao', m.renovacao],
  ['debitos', m.debitos],
  ['afastamentos', m.afastamentos],
  ['nada-consta', m.nadaConsta],
  ['cesta-permanente', m.cestaPermanente],
  ['perfil-interesse', m.perfilInteresse],
  ['sugestoes', m.sugestoes],
  ['comutacao', m.comutacao],
  ['ficha-catalografica', m.fichaCatalografica],
  ['plano-ensino', m.planoEnsino],
  ['token-emprestimo', m.tokenEmprestimo],
  ['alertas', m.alertas],
  ['troca-usuario', m.trocaUsuario],
  ['dados-pessoais', m.dadosPessoais],
  ['alterar-senha', m.alterarSenha],
  ['estatisticas', m.estatisticas],
] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  gap: ${vars.space.xl};
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${vars.size.target};
    color: ${vars.color.accent};
  }
  a[aria-current='page'] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
  }
`;

/** My area's frame: heading, greeting and menu (the screens come in later issues). */
export function MyAreaPage() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const client = useApiClient();
  // The patron's current data (spec §7 GET /pessoas); the session's copy shows until it arrives.
  const { data } = useSWR(session ? ['/api/pessoas', session.user.cod_login] : null, () =>
    client.request('/api/pessoas', { schema: userDataResponseSchema, auth: 'private' }),
  );
  const user = data?.user ?? session?.user;
  const { pathname } = useLocation();
  const item = myAreaItems.find(([path]) => pathname === `/meupergamum/${path}`);
  const heading = intl.formatMessage(m.heading);
  const title = item
    ? intl.formatMessage(pageMessages.section, { section: intl.formatMessage(item[1]), page: heading })
    : heading;
  return (
    <>
      <PageHeading title={title}>{heading}</PageHeading>
      {user ? <p>{intl.formatMessage(m.welcome, { name: user.nome_pessoa })}</p> : null}
      <Layout>
        <nav aria-label={intl.formatMessage(m.menu)}>
          <ul>
            {myAreaItems.map(([path, label]) => (
              <li key={path}>
                <NavLink to={`/meupergamum/${path}`}>{intl.formatMessage(label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section>{item ? <h2>{intl.formatMessage(item[1])}</h2> : null}</section>
      </Layout>
    </>
  );
}
