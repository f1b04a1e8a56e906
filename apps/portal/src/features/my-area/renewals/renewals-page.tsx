import { Alert, Button, EmptyState, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { SessionExpiredError } from '../../../lib/api/api-client.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { sessionAtom } from '../../../lib/session/session.ts';
import { CalendarFeedPanel } from '../calendar/calendar-feed-panel.tsx';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { myAreaHref } from '../my-area-paths.ts';
import { LoadFailed, Loading } from '../shared/load-state.tsx';
import { usePendingTitles } from './api/pending-titles.ts';
import { type RenewalRequest, useRenew } from './api/renew.ts';
import { useRenewalEligibility } from './api/renewal-eligibility.ts';
import { LoansTable, type PendingTitle } from './loans-table.tsx';
import { useRenewalAnswerText } from './renewal-answer.tsx';
import { answersByCopy, type RenewalOutcome } from './renewal-outcome.ts';
import { renewalsMessages as m } from './renewals-messages.ts';

const Outcome = styled.div`
  margin-block: ${vars.space.md};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${vars.size.focusWidth} solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const CalendarSection = styled.div`
  margin-top: ${vars.space.xxl};
`;

const Toolbar = styled(Inline)`
  margin-block: ${vars.space.md};
`;

/** The outcome of the last renewal, in words; it takes focus so it is heard at once. */
function RenewalSummary({ outcome }: { outcome: RenewalOutcome }) {
  const intl = useIntl();
  const answerText = useRenewalAnswerText();
  const email = useAtomValue(sessionAtom)?.user.email;
  if (outcome.kind === 'failed') {
    return (
      <Alert tone="error" title={intl.formatMessage(m.outcomeTitle)} isUrgent={false}>
        {intl.formatMessage(m.renewFailed, { reason: outcome.reason })}
      </Alert>
    );
  }
  const { response, single } = outcome;
  const only = single ? response.renovacoes.find((answer) => answer.codExemplar === single) : undefined;
  const text =
    response.renovacoes.length === 0
      ? intl.formatMessage(m.outcomeNone)
      : only
        ? intl.formatMessage(m.outcomeOne, { title: only.descricao ?? '', answer: answerText(only) })
        : intl.formatMessage(m.outcomeMany, { renewed: response.renovados, refused: response.recusados });
  const tone =
    response.recusados === 0 && response.renovados > 0
      ? 'success'
      : response.renovados > 0
        ? 'warning'
        : 'error';
  return (
    <Alert tone={tone} title={intl.formatMessage(m.outcomeTitle)} isUrgent={false}>
      <Text>{text}</Text>
      {response.renovados > 0 && email ? <Text>{intl.formatMessage(m.receipt)}</Text> : null}
    </Alert>
  );
}

/**
 * `/meupergamum/renovacao`: the open loans; renew one, the selected or all. Each loan then shows
 * the server's answer beside it and a summary takes focus. A request in flight is never sent
 * twice (a double click renews once); a refusal never looks like success.
 */
export function Component() {
  const intl = useIntl();
  const loans = usePendingTitles();
  const eligibility = useRenewalEligibility();
  const renew = useRenew();
  const [selected, setSelected] = useState<Selection>(new Set());
  const [outcome, setOutcome] = useState<RenewalOutcome | null>(null);
  const [outcomeShown, setOutcomeShown] = useState(0);
  const inFlight = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const today = useToday();

  useEffect(() => {
    if (outcomeShown > 0) outcomeRef.current?.focus();
  }, [outcomeShown]);

  const list = loans.data?.titulos ?? [];

  const run = async (request: RenewalRequest, single: string | null) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const response = await renew.trigger(request);
      setOutcome({ kind: 'answered', response, single });
      setSelected(new Set());
    } catch (error) {
      // A lapsed session that could not be renewed logs the patron out: the shell says so and
      // the guard takes them to the login page, with the way back here.
      if (error instanceof SessionExpiredError) return;
      setOutcome({ kind: 'failed', reason: describeApiError(error, intl)?.message ?? '' });
    } finally {
      inFlight.current = false;
    }
    setOutcomeShown((count) => count + 1);
  };

  const selectedLoans: PendingTitle[] =
    selected === 'all' ? list : list.filter((loan) => selected.has(loan.codExemplar));
  const toItems = (items: readonly PendingTitle[]) =>
    items.map(({ codExemplar, codBibliotecaExemplar }) => ({ codExemplar, codBibliotecaExemplar }));

  const blocked = eligibility.data && !eligibility.data.pode_renovar ? eligibility.data.motivos : [];

  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.emprestimos)}</MyAreaHeading>
      {blocked.length > 0 ? (
        <Alert tone="warning" title={intl.formatMessage(m.cannotRenew)} isUrgent={false}>
          <ul>
            {blocked.map((reason) => (
              <li key={reason.codigo}>{reason.mensagem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Outcome ref={outcomeRef} tabIndex={-1}>
        {outcome ? <RenewalSummary outcome={outcome} /> : null}
      </Outcome>
      {loans.error && !loans.data ? (
        <LoadFailed error={loans.error} onRetry={() => void loans.mutate()} />
      ) : !loans.data ? (
        <Loading lines={6} />
      ) : list.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          actions={
            <>
              <Link href="/" variant="standalone">
                {intl.formatMessage(m.searchCatalogue)}
              </Link>
              <Link href={myAreaHref('loanHistory')} variant="standalone">
                {intl.formatMessage(m.seeHistory)}
              </Link>
            </>
          }
        >
          {intl.formatMessage(m.emptyBody)}
        </EmptyState>
      ) : (
        <Stack gap="md">
          <Toolbar gap="sm">
            <Button
              variant="secondary"
              isDisabled={selectedLoans.length === 0}
              isPending={renew.isMutating}
              onPress={() =>
                void run(
                  toItems(selectedLoans),
                  selectedLoans.length === 1 ? selectedLoans[0]!.codExemplar : null,
                )
              }
            >
              {intl.formatMessage(m.renewSelected, { count: selectedLoans.length })}
            </Button>
            <Button isPending={renew.isMutating} onPress={() => void run('all', null)}>
              {intl.formatMessage(m.renewAll)}
            </Button>
          </Toolbar>
          <LoansTable
            loans={list}
            today={today}
            answers={answersByCopy(outcome)}
            selected={selected}
            onSelectionChange={setSelected}
            onRenew={(loan) => void run(toItems([loan]), loan.codExemplar)}
            isRenewing={renew.isMutating}
          />
          <Link href={myAreaHref('loanHistory')} variant="standalone">
            {intl.formatMessage(m.seeHistory)}
          </Link>
        </Stack>
      )}
      {/* Below the loans once they are shown, so their arrival does not push it down the screen. */}
      {loans.data || loans.error ? (
        <CalendarSection>
          <CalendarFeedPanel />
        </CalendarSection>
      ) : null}
    </>
  );
}
