import type { clearanceCheckResponseSchema, clearanceSchema } from '@acervo/contract';
import { Alert, ConfirmButton, Link, Stack, Text, vars } from '@acervo/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { QrCode } from '../loan-token/qr-code.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { myAreaHref } from '../my-area-paths.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useClearanceCheck } from './api/clearance-check.ts';
import { useRequestClearance } from './api/request-clearance.ts';
import { ClearanceMailForm } from './clearance-mail-form.tsx';
import { clearanceMessages as m } from './clearance-messages.ts';

type Check = z.infer<typeof clearanceCheckResponseSchema>;
type Declaration = z.infer<typeof clearanceSchema>;

const Facts = styled.dl`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.bold};
  }
  dd {
    margin: 0 0 ${vars.space.sm};
    overflow-wrap: anywhere;
  }
`;

const Code = styled.dd`
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.1em;
`;

/**
 * `/meupergamum/nada-consta`: the no-debts declaration. What stands in the way, if anything; the
 * request behind a confirmation that says it suspends the patron from the unit; then the declaration
 * with its verification code, QR code and address, and "send by e-mail".
 */
export function Component() {
  const intl = useIntl();
  const check = useClearanceCheck();
  const [issued, setIssued] = useState(0);

  // The new declaration is the outcome: focus goes to its heading so its code is read next.
  useEffect(() => {
    if (issued) document.getElementById('declaracao')?.focus();
  }, [issued]);

  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.nadaConsta)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <ListState query={check} lines={4} isEmpty={() => false} empty={null}>
          {(data) => (
            <ClearanceState
              check={data}
              onIssued={() => setIssued((count) => count + 1)}
              onRefused={() => void check.mutate()}
            />
          )}
        </ListState>
      </Stack>
    </>
  );
}

function ClearanceState({
  check,
  onIssued,
  onRefused,
}: {
  check: Check;
  onIssued: () => void;
  onRefused: () => void;
}) {
  if (check.declaracao)
    return (
      <Stack gap="xl">
        <IssuedDeclaration declaration={check.declaracao} />
        <ClearanceMailForm />
      </Stack>
    );
  return check.pode_solicitar ? (
    <RequestClearance onIssued={onIssued} onRefused={onRefused} />
  ) : (
    <Pending pending={check.pendencias} />
  );
}

/** Why the declaration cannot be issued yet, each in the server's words, with where to fix it. */
function Pending({ pending }: { pending: Check['pendencias'] }) {
  const intl = useIntl();
  return (
    <Alert tone="warning" title={intl.formatMessage(m.pendingTitle)}>
      <Stack gap="sm">
        <Text>{intl.formatMessage(m.pendingBody)}</Text>
        <ul>
          {pending.map((item) => (
            <li key={item.codigo}>
              <Stack gap="xs">
                <Text>{item.mensagem}</Text>
                {item.codigo === 'EMPRESTIMOS_ABERTOS' ? (
                  <Link href={myAreaHref('renewals')}>{intl.formatMessage(m.toLoans)}</Link>
                ) : item.codigo === 'DEBITOS' ? (
                  <Link href={myAreaHref('debts')}>{intl.formatMessage(m.toDebts)}</Link>
                ) : (
                  <Text>{intl.formatMessage(m.toDesk)}</Text>
                )}
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </Alert>
  );
}

/** Nothing stands in the way: what the declaration does, and the request behind a confirmation. */
function RequestClearance({ onIssued, onRefused }: { onIssued: () => void; onRefused: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const request = useRequestClearance();
  return (
    <MyAreaSection id="solicitar-declaracao" title={intl.formatMessage(m.readyTitle)}>
      <Text>{intl.formatMessage(m.readyBody)}</Text>
      <div>
        <ConfirmButton
          buttonVariant="primary"
          title={intl.formatMessage(m.confirmTitle)}
          confirmLabel={intl.formatMessage(m.confirm)}
          isPending={request.isMutating}
          onConfirm={async () => {
            try {
              const answer = await request.trigger();
              notify('success', answer.message);
              onIssued();
            } catch (error) {
              // Something changed meanwhile (a loan, a fine): the check says what, again.
              reportFailure(error);
              onRefused();
            }
          }}
          body={intl.formatMessage(m.confirmBody)}
        >
          {intl.formatMessage(m.request)}
        </ConfirmButton>
      </div>
    </MyAreaSection>
  );
}

/**
 * The public check's address: the portal's own as a router link (its path: the router would read
 * an absolute address as a path below this page), another site's as a plain link.
 */
function CheckLink({ address }: { address: string }) {
  let url: URL | null = null;
  try {
    url = new URL(address, window.location.href);
  } catch {
    url = null;
  }
  return url && url.origin === window.location.origin ? (
    <Link href={`${url.pathname}${url.search}`}>{address}</Link>
  ) : (
    <a href={address}>{address}</a>
  );
}

/** The declaration: name, date, verification code, the public check's address and its QR code. */
function IssuedDeclaration({ declaration }: { declaration: Declaration }) {
  const intl = useIntl();
  return (
    <MyAreaSection id="declaracao" title={intl.formatMessage(m.issuedTitle)} focusable>
      <Facts>
        <dt>{intl.formatMessage(m.name)}</dt>
        <dd>{declaration.nome}</dd>
        <dt>{intl.formatMessage(m.issuedOn)}</dt>
        <dd>{formatDateTime(intl, declaration.emitidoEm)}</dd>
        <dt>{intl.formatMessage(m.code)}</dt>
        <Code>{declaration.codigoVerificacao}</Code>
        <dt>{intl.formatMessage(m.verifyAt)}</dt>
        <dd>
          <Stack gap="xs">
            <CheckLink address={declaration.urlVerificacao} />
            <Text size="sm">{intl.formatMessage(m.verifyHint)}</Text>
          </Stack>
        </dd>
      </Facts>
      <QrCode
        value={declaration.urlVerificacao}
        label={intl.formatMessage(m.qr, { code: declaration.codigoVerificacao })}
      />
    </MyAreaSection>
  );
}
