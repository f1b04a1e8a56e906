import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { authMessages as m } from './auth-messages.ts';

/**
 * `/pergamum_redireciona?token=&destino=`: another tab's one-time link (spec §2 "Redirect page").
 * The token becomes a browser-session login, then the patron lands on My area or the catalogue.
 */
export function RedirectPage() {
  const intl = useIntl();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    void (async () => {
      if (!token) {
        setFailed(true);
        return;
      }
      try {
        const response = await client.loginWithRedirectToken(token);
        await client.startSession(response, false);
        await navigate(params.get('destino') === 'M' ? '/meupergamum' : '/', { replace: true });
      } catch {
        setFailed(true);
      }
    })();
  }, [client, navigate, params]);

  const heading = intl.formatMessage(m.redirectHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      {failed ? (
        <div role="alert">
          <p>{intl.formatMessage(m.redirectFailed)}</p>
          <Link to="/login">{intl.formatMessage(m.oauthBack)}</Link>
        </div>
      ) : (
        <p role="status">{intl.formatMessage(m.authenticating)}</p>
      )}
    </>
  );
}
