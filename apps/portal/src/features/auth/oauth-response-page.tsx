import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';
import { providerFailureMessage } from './provider-failure.ts';
import { useBackToLoginWithError } from './external-login-error.ts';
import { takeOidcStart } from './oidc-state.ts';
import { parseRedirect, useFinishLogin } from './use-finish-login.ts';

/**
 * `/oauth-response?nonce=`: the identity provider sent the browser back; the portal trades the
 * nonce it stored for the patron's tokens (`POST /api/oidc/validar`) and goes on (spec §4). A
 * failure goes back to the login page, which shows why (spec §8).
 */
export function OAuthResponsePage() {
  const intl = useIntl();
  const client = useApiClient();
  const [params] = useSearchParams();
  const [redirect, setRedirect] = useState<string | null>(null);
  const started = useRef(false);
  const { start, go } = useFinishLogin(parseRedirect(redirect));
  const backToLogin = useBackToLoginWithError();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = takeOidcStart();
    const nonce = params.get('nonce');
    const error = params.get('erro');
    const goingTo = stored?.redirect ?? null;
    void (async () => {
      if (error || !nonce || (stored && stored.nonce !== nonce)) {
        backToLogin(intl.formatMessage(m.oauthFailed), goingTo);
        return;
      }
      try {
        const response = await authApi.oidcValidate(client, nonce);
        setRedirect(response.redirect);
        await start(response, stored?.remember ?? false, { oidcNonce: nonce });
      } catch (caught) {
        backToLogin(providerFailureMessage(caught, intl), goingTo);
      }
    })();
  }, [backToLogin, client, intl, params, start]);

  useEffect(() => {
    if (redirect !== null) void go(null);
  }, [redirect, go]);

  const heading = intl.formatMessage(m.oauthHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p role="status">{intl.formatMessage(m.authenticating)}</p>
    </>
  );
}
