import type { z } from 'zod';
import type { loanTokenResponseSchema } from '@acervo/contract';
import { Button, EmptyState, Stack, Text, vars } from '@acervo/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useLoanToken } from './api/loan-token.ts';
import { useNewLoanToken } from './api/new-loan-token.ts';
import { loanTokenMessages as m } from './loan-token-messages.ts';
import { QrCode } from './qr-code.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';

type LoanToken = z.infer<typeof loanTokenResponseSchema>;

const Code = styled.dd`
  margin: 0;
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.15em;
`;

/** `/meupergamum/token-emprestimo`: the valid loan token as QR, code and validity; make a new one. */
export function Component() {
  const intl = useIntl();
  const token = useLoanToken();
  const make = useNewLoanToken();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const [made, setMade] = useState(0);

  // A new token is the outcome: focus goes to its heading so the code is read next.
  useEffect(() => {
    if (made) document.getElementById('token-atual')?.focus();
  }, [made]);

  const makeToken = async () => {
    try {
      await make.trigger();
      setMade((count) => count + 1);
      notify('success', intl.formatMessage(m.made));
    } catch (error) {
      reportFailure(error);
    }
  };
  const makeButton = (label: string) => (
    <Button variant="primary" isPending={make.isMutating} onPress={() => void makeToken()}>
      {label}
    </Button>
  );

  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.tokenEmprestimo)}</MyAreaHeading>
      <Stack gap="md">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <ListState
          query={token}
          lines={4}
          isEmpty={(data) => data.atual === null}
          empty={
            <EmptyState
              title={intl.formatMessage(m.noneTitle)}
              actions={makeButton(intl.formatMessage(m.firstToken))}
            >
              {intl.formatMessage(m.noneBody)}
            </EmptyState>
          }
        >
          {(data) => (
            <MyAreaSection id="token-atual" title={intl.formatMessage(m.current)} focusable>
              <TokenCard token={data.atual!} />
              <Text size="sm">{intl.formatMessage(m.replaces)}</Text>
              <div>{makeButton(intl.formatMessage(m.newToken))}</div>
            </MyAreaSection>
          )}
        </ListState>
      </Stack>
    </>
  );
}

function TokenCard({ token }: { token: LoanToken }) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <QrCode value={token.token} label={intl.formatMessage(m.qr, { token: token.token })} />
      <dl>
        <dt>{intl.formatMessage(m.code)}</dt>
        <Code>{token.token}</Code>
        <dt>{intl.formatMessage(m.validUntil)}</dt>
        <dd>{token.validadeFormatada}</dd>
      </dl>
    </Stack>
  );
}
