import { userDataResponseSchema } from '@acervo/contract';
import { formatMoney, Grid, Link, Skeleton, Stack, Text } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';
import { addDays } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { PageHeading } from '../../../lib/page/page-heading.tsx';
import { sessionAtom } from '../../../lib/session/session.ts';
import { recentAlertsPeriod, useAlerts } from '../alerts/api/alerts.ts';
import { usePendingDebts } from '../debts/api/pending-debts.ts';
import { useHolds } from '../holds/api/holds.ts';
import { myAreaMessages as m } from '../my-area-messages.ts';
import { myAreaHref } from '../my-area-paths.ts';
import { usePendingTitles } from '../renewals/api/pending-titles.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { summaryMessages as sm } from './summary-messages.ts';

/** How far ahead "due soon" looks: a week, so a patron who checks on Monday sees the whole week. */
const dueSoonDays = 7;

/**
 * One part of the summary: its figures once they arrive (skeleton lines until then, a short
 * notice if the call failed — the page it links to says why), and the link to the page itself.
 */
function SummaryPart({
  id,
  title,
  query,
  lines,
  link,
  children,
}: {
  id: string;
  title: string;
  query: { data?: unknown; error?: unknown };
  lines: number;
  link: { href: string; label: string };
  children: () => ReactNode;
}) {
  const intl = useIntl();
  return (
    <MyAreaSection id={id} title={title}>
      <div aria-busy={!query.data && !query.error}>
        {query.data ? (
          children()
        ) : query.error ? (
          <Text>{intl.formatMessage(sm.unavailable)}</Text>
        ) : (
          <Skeleton lines={lines} />
        )}
      </div>
      <Link href={link.href} variant="standalone">
        {link.label}
      </Link>
    </MyAreaSection>
  );
}

/** `/meupergamum`: the account summary — loans due and overdue, holds to collect, what is owed, unread alerts. */
export function Component() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const client = useApiClient();
  const scope = usePatronScope();
  const today = useToday();
  // The patron's current data (spec §7 GET /pessoas); the session's copy shows until it arrives.
  const { data } = useSWR(patronKey(scope, '/api/pessoas'), () =>
    client.request('/api/pessoas', { schema: userDataResponseSchema, auth: 'private' }),
  );
  const loans = usePendingTitles();
  const holds = useHolds();
  const debts = usePendingDebts();
  const alerts = useAlerts(recentAlertsPeriod(today));
  const user = data?.user ?? session?.user;
  const heading = intl.formatMessage(m.heading);

  const loanList = loans.data?.titulos ?? [];
  const dueBy = addDays(today, dueSoonDays);
  const overdue = loanList.filter((loan) => (loan.detalhes?.diasAtraso ?? 0) > 0).length;
  const dueSoon = loanList.filter((loan) => {
    const due = loan.detalhes?.dataDevolucaoPrevistaIso;
    return due !== undefined && due >= today && due <= dueBy;
  }).length;
  const holdList = holds.data?.reservas ?? [];
  const ready = holdList.filter((hold) => hold.situacao === 'liberada').length;
  const waiting = holdList.filter((hold) => hold.situacao === 'fila').length;

  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <Stack gap="lg">
        {user ? <Text>{intl.formatMessage(m.welcome, { name: user.nome_pessoa })}</Text> : null}
        <Grid minItemWidth="16rem" aria-label={intl.formatMessage(sm.figures)} role="group">
          <SummaryPart
            id="resumo-emprestimos"
            title={intl.formatMessage(m.emprestimos)}
            query={loans}
            lines={3}
            link={{ href: myAreaHref('renewals'), label: intl.formatMessage(sm.seeLoans) }}
          >
            {() => (
              <>
                <Text weight={overdue > 0 ? 'bold' : undefined}>
                  {intl.formatMessage(sm.overdue, { count: overdue })}
                </Text>
                <Text>{intl.formatMessage(sm.dueSoon, { count: dueSoon, days: dueSoonDays })}</Text>
                <Text>{intl.formatMessage(sm.open, { count: loanList.length })}</Text>
              </>
            )}
          </SummaryPart>
          <SummaryPart
            id="resumo-reservas"
            title={intl.formatMessage(m.reservas)}
            query={holds}
            lines={2}
            link={{ href: myAreaHref('holds'), label: intl.formatMessage(sm.seeHolds) }}
          >
            {() => (
              <>
                <Text weight={ready > 0 ? 'bold' : undefined}>
                  {intl.formatMessage(sm.ready, { count: ready })}
                </Text>
                <Text>{intl.formatMessage(sm.waiting, { count: waiting })}</Text>
              </>
            )}
          </SummaryPart>
          <SummaryPart
            id="resumo-debitos"
            title={intl.formatMessage(m.debitos)}
            query={debts}
            lines={1}
            link={{ href: myAreaHref('debts'), label: intl.formatMessage(sm.seeDebts) }}
          >
            {() =>
              debts.data && debts.data.total > 0 ? (
                <Text weight="bold">
                  {intl.formatMessage(sm.owed, { amount: formatMoney(debts.data.total, intl.locale) })}
                </Text>
              ) : (
                <Text>{intl.formatMessage(sm.noDebts)}</Text>
              )
            }
          </SummaryPart>
          <SummaryPart
            id="resumo-alertas"
            title={intl.formatMessage(m.alertas)}
            query={alerts}
            lines={1}
            link={{ href: myAreaHref('alerts'), label: intl.formatMessage(sm.seeAlerts) }}
          >
            {() => (
              <Text weight={(alerts.data?.naoLidos ?? 0) > 0 ? 'bold' : undefined}>
                {intl.formatMessage(sm.unread, { count: alerts.data?.naoLidos ?? 0 })}
              </Text>
            )}
          </SummaryPart>
        </Grid>
      </Stack>
    </>
  );
}
