import { Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { LoanRequestList } from './loan-request-list.tsx';
import { loanRequestsMessages as m } from './loan-requests-messages.ts';

/** `/meupergamum/solicitacoes-emprestimo`: the patron's loan requests by period and status. */
export function Component() {
  const intl = useIntl();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.solicitacoesEmprestimo)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.howToCancel)}</Text>
        <LoanRequestList />
      </Stack>
    </>
  );
}
