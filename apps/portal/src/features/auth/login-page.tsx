import { vars } from '@acervo/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { sessionAtom } from '../../lib/session/session.ts';
import { authMessages as m } from './auth-messages.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { LoginForm, type LoggedIn } from './login-form.tsx';
import { LoginSelector } from './login-selector.tsx';
import { clearOidcError, peekOidcError } from './oidc-state.ts';
import { parseRedirect, targetPath, useFinishLogin } from './use-finish-login.ts';

const Box = styled.div`
  max-width: 30rem;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

type Mode =
  { mode: 'login' } | { mode: 'recover'; username: string } | { mode: 'select'; loggedIn: LoggedIn };

/** `/login?redirect=`: the login page (spec §2), with recovery and the login selector in its box. */
export function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const target = useMemo(() => parseRedirect(params.get('redirect')), [params]);
  const { institution } = useInstitution();
  const session = useAtomValue(sessionAtom);
  const { start, go } = useFinishLogin(target);
  const [mode, setMode] = useState<Mode>({ mode: 'login' });
  // An error the identity provider left for this page (spec §8: "OIDC errors stored in session").
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(() => {
    const oidcError = peekOidcError();
    return oidcError ? { tone: 'error', text: oidcError } : null;
  });
  const [finishing, setFinishing] = useState(false);
  const heading = intl.formatMessage(m.pageHeading);

  useEffect(() => clearOidcError(), []);

  async function loggedIn(result: LoggedIn) {
    setFinishing(true);
    const next = await start(result.response, result.remember);
    if (next === 'select') setMode({ mode: 'select', loggedIn: result });
    else await go(result.destination);
  }

  // Someone already logged in who opens /login goes straight on (not while finishing a login here).
  if (session && !finishing && mode.mode === 'login')
    return <Navigate to={targetPath(target, null)} replace />;

  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <Box>
        {!institution ? null : mode.mode === 'recover' ? (
          <ForgotPassword
            institution={institution}
            initialUsername={mode.username}
            onCancel={() => setMode({ mode: 'login' })}
            onDone={(message) => {
              setNotice({ tone: 'success', text: message });
              setMode({ mode: 'login' });
            }}
          />
        ) : mode.mode === 'select' ? (
          <LoginSelector onDone={() => void go(mode.loggedIn.destination)} />
        ) : (
          <LoginForm
            institution={institution}
            redirect={targetPath(target, null)}
            notice={notice}
            onLoggedIn={loggedIn}
            onForgotPassword={(username) => {
              setNotice(null);
              setMode({ mode: 'recover', username });
            }}
          />
        )}
        {institution?.link_privacidade ? (
          <p>
            <a href={institution.link_privacidade} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.privacy)} {intl.formatMessage(m.newTab)}
            </a>
          </p>
        ) : null}
        {institution?.mensagem_suporte ? <p>{institution.mensagem_suporte}</p> : null}
      </Box>
    </>
  );
}
