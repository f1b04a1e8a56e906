import { PageLoading as Loading } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { appMessages } from './app-messages.ts';

/** Shown while a page's code loads (spec §1: a loading fallback shows while pages load). */
export function PageLoading() {
  const intl = useIntl();
  return <Loading label={intl.formatMessage(appMessages.loading)} />;
}
