import { Stack } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { useHolds } from './api/holds.ts';
import { CurrentHolds } from './current-holds.tsx';
import { HoldHistory } from './hold-history.tsx';

/** `/meupergamum/reservas`: the holds in progress (place, estimate, pickup deadline; cancel) and their history. */
export function Component() {
  const intl = useIntl();
  // The history follows the holds in progress once they are shown, so their arrival does not push
  // it down the screen (the same call: one request).
  const holds = useHolds();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.reservas)}</MyAreaHeading>
      <Stack gap="xl">
        <CurrentHolds />
        {holds.data || holds.error ? <HoldHistory /> : null}
      </Stack>
    </>
  );
}
