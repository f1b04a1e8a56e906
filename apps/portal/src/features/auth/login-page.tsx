import { panelPadding, vars } from '@acervo/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAtomValue } from '../../lib/jotai.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { sessionAtom } from '../../lib/session/session.ts';
import { authMessages as m } from './auth-messages.ts';
import { LoginBox } from './login-box.tsx';
import { parseRedirect, targetPath } from './use-finish-login.ts';

const Box = styled.div`
  max-width: 30rem;
  padding: ${panelPadding};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/**
 * `/login?redirect=`: the login page (spec §2), with recovery and the login selector in its box;
 * `usuario` fills the username (after My area's swap of user).
 */
export function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const target = useMemo(() => parseRedirect(params.get('redirect')), [params]);
  const initialUsername = params.get('usuario')?.trim() ?? '';
  const session = useAtomValue(sessionAtom);
  const [finishing, setFinishing] = useState(false);
  const heading = intl.formatMessage(m.pageHeading);

  // Someone already logged in who opens /login goes straight on (not while finishing a login here).
  if (session && !finishing) return <Navigate to={targetPath(target, null)} replace />;

  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <Box>
        <LoginBox
          target={target}
          initialUsername={initialUsername}
          onAuthenticated={() => setFinishing(true)}
        />
      </Box>
    </>
  );
}
