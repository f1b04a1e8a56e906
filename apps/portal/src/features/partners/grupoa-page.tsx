import { useIntl } from 'react-intl';
import { partnersMessages as m } from './partners-messages.ts';
import { ProviderLinkPage } from './provider-link-page.tsx';

/** `/grupoa`: the Grupo A digital library, reached with the patron's signed link (spec §2). */
export function GrupoAPage() {
  const intl = useIntl();
  return <ProviderLinkPage code="grupoa" heading={intl.formatMessage(m.grupoa)} />;
}
