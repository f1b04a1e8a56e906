import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { notFoundMessages as m } from './not-found-messages.ts';

/** Any address the portal does not know (spec §2 `*`), and unknown guides or titles. */
export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.heading);
  return (
    <>
      <PageHeading title={title}>{title}</PageHeading>
      <p>{intl.formatMessage(m.explanation)}</p>
      <p>
        <Link to="/">{intl.formatMessage(m.home)}</Link>
      </p>
    </>
  );
}
