import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';
import { useBackToLoginWithError } from './external-login-error.ts';
import { providerFailureMessage } from './provider-failure.ts';
import { takeSamlStart } from './saml-login.tsx';
import { parseRedirect, useFinishLogin } from './use-finish-login.ts';

/**
 * `/saml-response?saml=`: the server checked the identity provider's response and sent the browser
 * here; the portal trades the handle for the patron's tokens (`POST /api/saml/validar`) and goes
 * on (ADR 077). A failure goes back to the login page, which shows why (spec §8).
 */
export function SamlResponsePage() {
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
    const stored = takeSamlStart();
    const handle = params.get('saml');
    const goingTo = stored?.redirect ?? null;
    void (async () => {
      if (params.get('erro') || !handle) {
        backToLogin(intl.formatMessage(m.samlFailed), goingTo);
        return;
      }
      try {
        const response = await authApi.samlValidate(client, handle);
        setRedirect(response.redirect);
        await start(response, stored?.remember ?? false);
      } catch (caught) {
        backToLogin(providerFailureMessage(caught, intl), goingTo);
      }
    })();
  }, [backToLogin, client, intl, params, start]);

  useEffect(() => {
    if (redirect !== null) void go(null);
  }, [redirect, go]);

  const heading = intl.formatMessage(m.samlHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p role="status">{intl.formatMessage(m.authenticating)}</p>
    </>
  );
}
