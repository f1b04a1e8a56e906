import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { authMessages as m } from './auth-messages.ts';

/**
 * `/saml-response` (spec §2). The server offers no SAML login yet (ADR 043): the page says so and
 * leads back to the login page instead of failing silently.
 */
export function SamlResponsePage() {
  const intl = useIntl();
  const heading = intl.formatMessage(m.samlHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p>{intl.formatMessage(m.samlUnavailable)}</p>
      <Link to="/login">{intl.formatMessage(m.oauthBack)}</Link>
    </>
  );
}
