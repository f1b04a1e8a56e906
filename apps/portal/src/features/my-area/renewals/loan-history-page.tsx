import {
  Cell,
  Column,
  EmptyState,
  Link,
  formatMoney,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
} from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { PeriodCount, useListPeriod } from '../shared/period-list.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useLoanHistory } from './api/loan-history.ts';
import { renewalsMessages as m } from './renewals-messages.ts';

/** `/meupergamum/renovacao/historico`: loans borrowed in a period, returned or not, with fines. */
export function Component() {
  const intl = useIntl();
  const [period, setPeriod] = useListPeriod();
  const history = useLoanHistory(period);
  const rows = history.data?.historico ?? [];
  const label = {
    title: intl.formatMessage(s.title),
    library: intl.formatMessage(s.library),
    loanDate: intl.formatMessage(m.loanDate),
    dueDate: intl.formatMessage(m.dueDate),
    returned: intl.formatMessage(m.returnedOn),
    renewals: intl.formatMessage(m.renewals),
    fines: intl.formatMessage(m.fines),
  };
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.historico)}</MyAreaHeading>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.historyPeriod)}
      />
      <PeriodCount
        period={period}
        message={m.historyCount}
        values={history.data ? { count: rows.length } : null}
      />
      <ListState
        query={history}
        lines={6}
        isEmpty={(data) => data.historico.length === 0}
        empty={
          <EmptyState title={intl.formatMessage(m.historyEmptyTitle)}>
            {intl.formatMessage(m.historyEmptyBody)}
          </EmptyState>
        }
      >
        {() => (
          <Table
            aria-label={intl.formatMessage(m.loanHistoryTable)}
            aria-busy={history.isValidating || undefined}
          >
            <TableHeader>
              <Column isRowHeader>{label.title}</Column>
              <Column>{label.library}</Column>
              <Column>{label.loanDate}</Column>
              <Column>{label.dueDate}</Column>
              <Column>{label.returned}</Column>
              <Column>{label.renewals}</Column>
              <Column>{label.fines}</Column>
            </TableHeader>
            <TableBody items={rows.map((row) => ({ ...row, id: row.codEmprestimo }))}>
              {(row) => (
                <Row id={row.id} textValue={row.descricao}>
                  <Cell label={label.title}>
                    <Link href={`/acervo/${row.codAcervo}`}>{row.descricao}</Link>
                  </Cell>
                  <Cell label={label.library}>{row.biblioteca.descricao}</Cell>
                  <Cell label={label.loanDate}>{formatIsoDate(intl, row.dataEmprestimo)}</Cell>
                  <Cell label={label.dueDate}>{formatIsoDate(intl, row.dataDevolucaoPrevista)}</Cell>
                  <Cell label={label.returned}>
                    {row.dataDevolucao
                      ? formatIsoDate(intl, row.dataDevolucao)
                      : intl.formatMessage(m.notReturned)}
                  </Cell>
                  <Cell label={label.renewals}>{row.qtdeRenovacoes}</Cell>
                  <Cell label={label.fines}>
                    {row.multas.length === 0 ? (
                      intl.formatMessage(m.noFine)
                    ) : (
                      <Stack gap="xs">
                        {row.multas.map((fine) => (
                          <span key={fine.codigo}>
                            {intl.formatMessage(m.fineLine, {
                              amount: formatMoney(fine.valor, intl.locale),
                              status: intl.formatMessage(
                                fine.dataPagamento || fine.valorDevido === 0 ? m.finePaid : m.fineOpen,
                              ),
                              reason: fine.motivo,
                            })}
                          </span>
                        ))}
                      </Stack>
                    )}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </ListState>
    </>
  );
}
