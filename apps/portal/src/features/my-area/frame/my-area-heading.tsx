import { useIntl } from 'react-intl';
import { PageHeading } from '../../../lib/page/page-heading.tsx';
import { pageMessages } from '../../../lib/page/page-messages.ts';
import { myAreaMessages as m } from '../my-area-messages.ts';

/**
 * A My-area page's main heading (h1): its name, and the document title "Page — Meu Pergamum —
 * Institution". Like every page heading it takes focus after a route change.
 */
export function MyAreaHeading({ children }: { children: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(pageMessages.section, {
    section: children,
    page: intl.formatMessage(m.heading),
  });
  return <PageHeading title={title}>{children}</PageHeading>;
}
