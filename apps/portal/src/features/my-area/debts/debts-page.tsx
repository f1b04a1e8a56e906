import { Stack } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { FinesTable } from './fines-table.tsx';
import { OwedDebts } from './owed-debts.tsx';

/** `/meupergamum/debitos`: what is owed (total, per library, the GRU slip) and every fine. */
export function Component() {
  const intl = useIntl();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.debitos)}</MyAreaHeading>
      <Stack gap="xl">
        <OwedDebts />
        <FinesTable />
      </Stack>
    </>
  );
}
