import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useStore } from '../../lib/jotai.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { sessionAtom } from '../../lib/session/session.ts';
import { authMessages as m } from './auth-messages.ts';

/**
 * `/sair` (spec §2, §4): clears both session stores and the cached data, then goes to the identity
 * provider's logout when the session came from there (a nonce exists), else home.
 */
export function LogoutPage() {
  const intl = useIntl();
  const client = useApiClient();
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { institution, isLoading } = useInstitution();

  useEffect(() => {
    if (isLoading) return;
    const session = store.get(sessionAtom);
    client.endSession();
    // Nothing of the patron's stays in the data cache.
    void mutate(() => true, undefined, { revalidate: false });
    if (session?.oidcNonce && institution?.link_logout_oidc) {
      window.location.assign(institution.link_logout_oidc);
      return;
    }
    void navigate('/', { replace: true });
  }, [client, institution, isLoading, mutate, navigate, store]);

  const heading = intl.formatMessage(m.loggingOut);
  return (
    <PageHeading title={heading}>
      <span role="status">{heading}</span>
    </PageHeading>
  );
}
