import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { isPatronKey } from '../../lib/api/patron-key.ts';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useStore } from '../../lib/jotai.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { searchLogAtom } from '../../lib/search/search-log.ts';
import { sessionAtom } from '../../lib/session/session.ts';
import { authMessages as m } from './auth-messages.ts';

/**
 * `/sair` (spec §2, §4): clears both session stores, the search log and the cached data, then goes to the identity
 * provider's logout when the session came from there (a nonce exists), else home — or, after My
 * area's swap of user (`?usuario=`), to the login with that user filled in (ADR 131).
 */
export function LogoutPage() {
  const intl = useIntl();
  const client = useApiClient();
  const store = useStore();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { institution, isLoading } = useInstitution();
  const [params] = useSearchParams();
  const nextUser = params.get('usuario');

  useEffect(() => {
    if (isLoading) return;
    const session = store.get(sessionAtom);
    client.endSession();
    // The patron's searches leave with the patron (a shared terminal's next visitor sees none).
    store.set(searchLogAtom, []);
    // Nothing of the patron's stays in the data cache; public answers (the institution the header
    // and the login form read) stay, or the pages shown next would lack them.
    void mutate(isPatronKey, undefined, { revalidate: false });
    if (session?.oidcNonce && institution?.link_logout_oidc) {
      window.location.assign(institution.link_logout_oidc);
      return;
    }
    const next = nextUser
      ? `/login?${new URLSearchParams({ usuario: nextUser, redirect: '/meupergamum' }).toString()}`
      : '/';
    void navigate(next, { replace: true });
  }, [client, institution, isLoading, mutate, navigate, nextUser, store]);

  const heading = intl.formatMessage(m.loggingOut);
  return (
    <PageHeading title={heading}>
      <span role="status">{heading}</span>
    </PageHeading>
  );
}
