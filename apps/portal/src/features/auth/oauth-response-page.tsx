import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { errorMessages } from '../../lib/api/error-messages.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';
import { takeOidcStart } from './oidc-state.ts';
import { parseRedirect, useFinishLogin } from './use-finish-login.ts';

/**
 * `/oauth-response?nonce=`: the identity provider sent the browser back; the portal trades the
 * nonce it stored for the patron's tokens (`POST /api/oidc/validar`) and goes on (spec §4).
 */
export function OAuthResponsePage() {
  const intl = useIntl();
  const client = useApiClient();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<string | null>(null);
  const started = useRef(false);
  const { start, go } = useFinishLogin(parseRedirect(redirect));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = takeOidcStart();
    const nonce = params.get('nonce');
    const error = params.get('erro');
    void (async () => {
      if (error || !nonce || (stored && stored.nonce !== nonce)) {
        setFailure(intl.formatMessage(m.oauthFailed));
        return;
      }
      try {
        const response = await authApi.oidcValidate(client, nonce);
        setRedirect(response.redirect);
        await start(response, stored?.remember ?? false, { oidcNonce: nonce });
      } catch (caught) {
        const message =
          caught instanceof ApiRequestError && caught.status < 500 && caught.body.message
            ? caught.body.message
            : (describeApiError(caught, intl)?.message ?? intl.formatMessage(errorMessages.unexpected));
        setFailure(message);
      }
    })();
  }, [client, intl, params, start]);

  useEffect(() => {
    if (redirect !== null) void go(null);
  }, [redirect, go]);

  const heading = intl.formatMessage(m.oauthHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      {failure ? (
        <div role="alert">
          <p>{failure}</p>
          <Link to="/login">{intl.formatMessage(m.oauthBack)}</Link>
        </div>
      ) : (
        <p role="status">{intl.formatMessage(m.authenticating)}</p>
      )}
    </>
  );
}
