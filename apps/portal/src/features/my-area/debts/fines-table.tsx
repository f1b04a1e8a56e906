import { Cell, Column, EmptyState, Money, Row, Table, TableBody, TableHeader } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useFines } from './api/fines.ts';
import { debtsMessages as m } from './debts-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/** Every fine, paid or not: what it was for, the amount, discount, paid part, when paid, what is left. */
export function FinesTable() {
  const intl = useIntl();
  const fines = useFines();
  const label = {
    reason: intl.formatMessage(m.reason),
    library: intl.formatMessage(s.library),
    issuedOn: intl.formatMessage(m.issuedOn),
    amount: intl.formatMessage(m.amount),
    discount: intl.formatMessage(m.discount),
    paid: intl.formatMessage(m.paid),
    paidOn: intl.formatMessage(m.paidOn),
    stillOwed: intl.formatMessage(m.stillOwed),
  };
  return (
    <MyAreaSection id="multas" title={intl.formatMessage(m.fines)}>
      <ListState
        query={fines}
        lines={3}
        isEmpty={(data) => data.multas.length === 0}
        empty={
          <EmptyState title={intl.formatMessage(m.finesEmptyTitle)}>
            {intl.formatMessage(m.finesEmptyBody)}
          </EmptyState>
        }
      >
        {(data) => (
          <Table aria-label={intl.formatMessage(m.finesTable)} aria-busy={fines.isValidating || undefined}>
            <TableHeader>
              <Column isRowHeader>{label.reason}</Column>
              <Column>{label.library}</Column>
              <Column>{label.issuedOn}</Column>
              <Column>{label.amount}</Column>
              <Column>{label.discount}</Column>
              <Column>{label.paid}</Column>
              <Column>{label.paidOn}</Column>
              <Column>{label.stillOwed}</Column>
            </TableHeader>
            <TableBody items={data.multas.map((fine) => ({ ...fine, id: fine.codigo }))}>
              {(fine) => (
                <Row id={fine.id} textValue={fine.motivo}>
                  <Cell label={label.reason}>{fine.motivo}</Cell>
                  <Cell label={label.library}>{fine.biblioteca.descricao}</Cell>
                  <Cell label={label.issuedOn}>{formatIsoDate(intl, fine.dataGeracao)}</Cell>
                  <Cell label={label.amount}>
                    <Money amount={fine.valor} />
                  </Cell>
                  <Cell label={label.discount}>
                    <Money amount={fine.desconto} />
                  </Cell>
                  <Cell label={label.paid}>
                    <Money amount={fine.valorPago} />
                  </Cell>
                  <Cell label={label.paidOn}>
                    {fine.dataPagamento
                      ? formatIsoDate(intl, fine.dataPagamento)
                      : intl.formatMessage(m.notPaid)}
                  </Cell>
                  <Cell label={label.stillOwed}>
                    {fine.valorDevido > 0 ? (
                      <Money amount={fine.valorDevido} />
                    ) : (
                      intl.formatMessage(m.settled)
                    )}
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </ListState>
    </MyAreaSection>
  );
}
