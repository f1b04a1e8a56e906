import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { partnersMessages as m } from './partners-messages.ts';

/** What a login leaves in the route state when the browser blocked the provider's tab. */
export type BlockedProviderLink = { url: string; path: string };

/**
 * A provider link after a login whose new tab the browser blocked: a click on a link is a user
 * gesture, so it opens; the patron's own tab then goes on to where it was going.
 */
export function BlockedProviderOffer({ link }: { link: BlockedProviderLink }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const heading = intl.formatMessage(m.blockedHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <div role="alert">
        <p>{intl.formatMessage(m.blocked)}</p>
        <p>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => void navigate(link.path, { replace: true })}
          >
            {intl.formatMessage(m.blockedOpen)}
          </a>
        </p>
        <p>
          <Link to={link.path} replace>
            {intl.formatMessage(m.blockedContinue)}
          </Link>
        </p>
      </div>
    </>
  );
}
