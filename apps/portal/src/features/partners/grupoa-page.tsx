import { useIntl } from 'react-intl';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { partnersMessages as m } from './partners-messages.ts';

/** `/grupoa`: the third-party content provider page (spec §2); the link flow is a later issue. */
export function GrupoAPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(m.grupoa);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p>{intl.formatMessage(m.explanation)}</p>
    </>
  );
}
