import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { authMessages as m } from './auth-messages.ts';
import { clearExternalLoginError, peekExternalLoginError } from './external-login-error.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { LoginForm, type LoggedIn } from './login-form.tsx';
import { LoginSelector } from './login-selector.tsx';
import { type LoginTarget, targetPath, useFinishLogin } from './use-finish-login.ts';

type Mode =
  { mode: 'login' } | { mode: 'recover'; username: string } | { mode: 'select'; loggedIn: LoggedIn };

type LoginBoxProps = {
  target: LoginTarget;
  /** A login succeeded; the session starts right after (the page stops redirecting the logged-in). */
  onAuthenticated?: () => void;
  /** Everything is done (a login chosen too); the patron goes to the target next. */
  onDone?: () => void;
  /** The username the form starts with. */
  initialUsername?: string;
};

/**
 * What the login page and the login modal hold (spec §2): the form, recovery and the selector for
 * people with several logins, then the privacy link and the institution's support message.
 */
export function LoginBox({ target, onAuthenticated, onDone, initialUsername }: LoginBoxProps) {
  const intl = useIntl();
  const { institution } = useInstitution();
  const { start, go } = useFinishLogin(target);
  const [mode, setMode] = useState<Mode>({ mode: 'login' });
  // An error the identity provider left for this page (spec §8: "OIDC errors stored in session").
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(() => {
    const providerError = peekExternalLoginError();
    return providerError ? { tone: 'error', text: providerError } : null;
  });

  useEffect(() => clearExternalLoginError(), []);

  async function finish(loggedIn: LoggedIn) {
    onDone?.();
    await go(loggedIn.destination);
  }

  async function loggedIn(result: LoggedIn) {
    onAuthenticated?.();
    const next = await start(result.response, result.remember);
    if (next === 'select') setMode({ mode: 'select', loggedIn: result });
    else await finish(result);
  }

  return (
    <>
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
        <LoginSelector onDone={() => void finish(mode.loggedIn)} />
      ) : (
        <LoginForm
          institution={institution}
          redirect={targetPath(target, null)}
          notice={notice}
          {...(initialUsername ? { initialUsername } : {})}
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
    </>
  );
}
