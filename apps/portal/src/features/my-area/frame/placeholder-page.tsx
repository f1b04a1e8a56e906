import { Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { myAreaMessages as m } from '../my-area-messages.ts';
import { MyAreaHeading } from './my-area-heading.tsx';
import { useMyAreaLocation } from './use-my-area-location.ts';

/** A menu item whose page is not built yet: its heading and a word on where to go meanwhile. */
export function Component() {
  const intl = useIntl();
  const location = useMyAreaLocation();
  return (
    <>
      <MyAreaHeading>
        {location ? intl.formatMessage(location.entry.label) : intl.formatMessage(m.heading)}
      </MyAreaHeading>
      <Text>{intl.formatMessage(m.placeholder)}</Text>
    </>
  );
}
