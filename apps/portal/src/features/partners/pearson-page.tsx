import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { type BlockedProviderLink, BlockedProviderOffer } from './blocked-provider-offer.tsx';
import { partnersMessages as m } from './partners-messages.ts';
import { ProviderLinkPage } from './provider-link-page.tsx';

/**
 * `/pearson`: the restricted-access page (spec §2). It reaches the Pearson virtual library with the
 * patron's signed link, or offers the link a login could not open in a new tab.
 */
export function PearsonPage() {
  const intl = useIntl();
  const state = useLocation().state as { blockedLink?: BlockedProviderLink } | null;
  if (state?.blockedLink) return <BlockedProviderOffer link={state.blockedLink} />;
  return <ProviderLinkPage code="pearson" heading={intl.formatMessage(m.pearson)} />;
}
