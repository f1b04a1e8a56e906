import { defineMessages, useIntl } from 'react-intl';
import { PageHeading } from '../../lib/page/page-heading.tsx';

const m = defineMessages({ heading: { id: 'basket.heading', defaultMessage: 'Cesta' } });

/** `/cesta`: the basket (spec §2); its list and export come with the catalogue screens. */
export function BasketPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(m.heading);
  return <PageHeading title={heading}>{heading}</PageHeading>;
}
