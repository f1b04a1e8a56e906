import type { z } from 'zod';
import type { pendingTitleSchema } from '@acervo/contract';
import {
  Badge,
  Button,
  Cell,
  Column,
  Inline,
  Link,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { RenewalAnswerLine } from './renewal-answer.tsx';
import type { RenewalAnswer } from './renewal-outcome.ts';
import { renewalsMessages as m } from './renewals-messages.ts';

export type PendingTitle = z.infer<typeof pendingTitleSchema>;

type LoansTableProps = {
  loans: readonly PendingTitle[];
  today: string;
  answers: ReadonlyMap<string, RenewalAnswer>;
  selected: Selection;
  onSelectionChange: (keys: Selection) => void;
  onRenew: (loan: PendingTitle) => void;
  isRenewing: boolean;
};

/** How a loan stands today, in words: due today, overdue, reserved by another patron. */
function LoanBadges({ loan, today }: { loan: PendingTitle; today: string }) {
  const intl = useIntl();
  const details = loan.detalhes;
  if (!details) return null;
  return (
    <Inline gap="xs">
      {details.diasAtraso > 0 ? (
        <Badge tone="danger">{intl.formatMessage(m.overdue, { days: details.diasAtraso })}</Badge>
      ) : details.dataDevolucaoPrevistaIso === today ? (
        <Badge tone="warning">{intl.formatMessage(m.dueToday)}</Badge>
      ) : null}
      {loan.reservado === 1 ? <Badge tone="info">{intl.formatMessage(m.reserved)}</Badge> : null}
    </Inline>
  );
}

/**
 * The open loans: title, library, dates, renewals used of the limit, how each stands and, after a
 * renewal, the server's answer beside each. Rows can be selected to renew several at once; a loan
 * that cannot be renewed says why instead of offering the button.
 */
export function LoansTable({
  loans,
  today,
  answers,
  selected,
  onSelectionChange,
  onRenew,
  isRenewing,
}: LoansTableProps) {
  const intl = useIntl();
  const label = {
    title: intl.formatMessage(s.title),
    dueDate: intl.formatMessage(m.dueDate),
    renewals: intl.formatMessage(m.renewals),
    actions: intl.formatMessage(s.actions),
  };
  return (
    <Table
      aria-label={intl.formatMessage(m.tableLabel)}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <Column id="title" isRowHeader>
          {label.title}
        </Column>
        <Column id="dueDate">{label.dueDate}</Column>
        <Column id="renewals">{label.renewals}</Column>
        <Column id="actions">{label.actions}</Column>
      </TableHeader>
      <TableBody items={loans.map((loan) => ({ ...loan, id: loan.codExemplar }))}>
        {(loan) => {
          const details = loan.detalhes;
          const answer = answers.get(loan.codExemplar);
          return (
            <Row id={loan.id} textValue={loan.descricao}>
              <Cell label={label.title}>
                <Stack gap="xs">
                  <Link href={`/acervo/${loan.codAcervo}`}>{loan.descricao}</Link>
                  {details ? (
                    <Text size="sm" tone="muted">
                      {intl.formatMessage(m.borrowedAt, {
                        library: details.biblioteca,
                        date: formatIsoDate(intl, details.dataEmprestimo),
                      })}
                    </Text>
                  ) : null}
                </Stack>
              </Cell>
              <Cell label={label.dueDate}>
                <Stack gap="xs">
                  <span>
                    {details
                      ? formatIsoDate(intl, details.dataDevolucaoPrevistaIso)
                      : loan.dataDevolucaoPrevista}
                  </span>
                  <LoanBadges loan={loan} today={today} />
                  {answer ? (
                    <RenewalAnswerLine answer={answer} />
                  ) : details?.impedimento ? (
                    <Text size="sm">{details.impedimento.mensagem}</Text>
                  ) : null}
                </Stack>
              </Cell>
              <Cell label={label.renewals}>
                {details
                  ? intl.formatMessage(m.renewalsUsed, {
                      used: Number(loan.qtdeRenovacoes),
                      limit: details.limiteRenovacoes,
                    })
                  : loan.qtdeRenovacoes}
              </Cell>
              <Cell label={label.actions}>
                {details?.impedimento ? null : (
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage(m.renewTitle, { title: loan.descricao })}
                    isPending={isRenewing}
                    onPress={() => onRenew(loan)}
                  >
                    {intl.formatMessage(m.renew)}
                  </Button>
                )}
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
