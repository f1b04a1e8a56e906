import { samlLoginPath } from '@acervo/contract';
import { Button } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { authMessages as m } from './auth-messages.ts';

/**
 * What the portal remembers across the trip to the institution's SAML provider: remember-me and
 * where to go afterwards. The server keeps everything else (ADR 077).
 */
const startKey = 'acervo.saml';

export type SamlStart = { remember: boolean; redirect: string };

export function takeSamlStart(): SamlStart | null {
  const raw = sessionStorage.getItem(startKey);
  sessionStorage.removeItem(startKey);
  try {
    return raw ? (JSON.parse(raw) as SamlStart) : null;
  } catch {
    return null;
  }
}

/**
 * The login page's way in through the institution's SAML provider (its authentication mode is
 * `saml`): the browser goes to the API, which redirects it to the provider.
 */
export function SamlLoginButton({ remember, redirect }: SamlStart) {
  const intl = useIntl();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={leaving}
        onPress={() => {
          setLeaving(true);
          sessionStorage.setItem(startKey, JSON.stringify({ remember, redirect } satisfies SamlStart));
          window.location.assign(`${samlLoginPath}?${new URLSearchParams({ redirect })}`);
        }}
      >
        {intl.formatMessage(m.samlLogin)}
      </Button>
      {leaving ? <p role="status">{intl.formatMessage(m.samlRedirecting)}</p> : null}
    </>
  );
}
