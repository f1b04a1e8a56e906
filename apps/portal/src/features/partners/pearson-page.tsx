import { useIntl } from 'react-intl';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { partnersMessages as m } from './partners-messages.ts';

/** `/pearson`: the restricted-access page opened in a new tab (spec §2); the link flow is later. */
export function PearsonPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(m.pearson);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p>{intl.formatMessage(m.explanation)}</p>
    </>
  );
}
