import { Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { StorageRequestList } from './storage-request-list.tsx';
import { storageRequestsMessages as m } from './storage-requests-messages.ts';

/** `/meupergamum/acervo-fechado`: the copies the patron asked the closed storage for, by period. */
export function Component() {
  const intl = useIntl();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.acervoFechado)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <StorageRequestList />
      </Stack>
    </>
  );
}
