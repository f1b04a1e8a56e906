import type { TitleDetail, TitleTabPath } from '@acervo/contract';
import { Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { DetailsTab } from './tabs/details-tab.tsx';
import { titleMessages as m } from './title-messages.ts';

/** What the selected tab shows; each tab loads its own data. */
export function TitleTabContent({ title, tab }: { title: TitleDetail; tab: TitleTabPath | null }) {
  const intl = useIntl();
  switch (tab) {
    case null:
      return <DetailsTab title={title} />;
    default:
      return <Text>{intl.formatMessage(m.notYetHere)}</Text>;
  }
}
