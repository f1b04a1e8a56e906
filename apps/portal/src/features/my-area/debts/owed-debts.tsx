import type { Fine, gruResponseSchema } from '@acervo/contract';
import {
  Alert,
  Button,
  Cell,
  Column,
  EmptyState,
  formatMoney,
  Heading,
  Money,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { sharedMessages as s } from '../shared/shared-messages.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useGenerateGru } from './api/generate-gru.ts';
import { usePendingDebts } from './api/pending-debts.ts';
import { debtsMessages as m } from './debts-messages.ts';

type Gru = z.infer<typeof gruResponseSchema>;
type LibraryDebt = { codigo: number; descricao: string; owed: number };

/** A GRU is issued per library, so the unpaid fines are summed per library (in cents, to stay exact). */
export function owedByLibrary(debts: readonly Fine[]): LibraryDebt[] {
  const byLibrary = new Map<number, { descricao: string; cents: number }>();
  for (const fine of debts) {
    const entry = byLibrary.get(fine.biblioteca.codigo) ?? { descricao: fine.biblioteca.descricao, cents: 0 };
    entry.cents += Math.round(fine.valorDevido * 100);
    byLibrary.set(fine.biblioteca.codigo, entry);
  }
  return [...byLibrary]
    .filter(([, entry]) => entry.cents > 0)
    .map(([codigo, entry]) => ({ codigo, descricao: entry.descricao, owed: entry.cents / 100 }));
}

/** What is still owed, in total and per library, each library's with its GRU payment slip. */
export function OwedDebts() {
  const intl = useIntl();
  const debts = usePendingDebts();
  const generate = useGenerateGru();
  const reportFailure = useReportFailure();
  const [slip, setSlip] = useState<Gru | null>(null);
  const slipRef = useRef<HTMLElement>(null);
  const label = {
    library: intl.formatMessage(s.library),
    owed: intl.formatMessage(m.owedHere),
    actions: intl.formatMessage(s.actions),
  };

  // The slip is the outcome: focus moves to it so it is read at once.
  useEffect(() => {
    if (slip) slipRef.current?.focus();
  }, [slip]);

  const generateFor = async (library: LibraryDebt) => {
    try {
      const answer = await generate.trigger({ valor: library.owed, codBiblioteca: library.codigo });
      setSlip(answer);
    } catch (error) {
      reportFailure(error);
    }
  };

  return (
    <section aria-labelledby="debitos-em-aberto">
      <Stack gap="sm">
        <Heading level={2} id="debitos-em-aberto">
          {intl.formatMessage(m.owed)}
        </Heading>
        <ListState
          query={debts}
          lines={2}
          isEmpty={(data) => data.total <= 0}
          empty={
            <EmptyState title={intl.formatMessage(m.nothingOwedTitle)}>
              {intl.formatMessage(m.nothingOwedBody)}
            </EmptyState>
          }
        >
          {(data) => (
            <Stack gap="md">
              <Text>
                <strong>
                  {intl.formatMessage(m.totalOwed, { amount: formatMoney(data.total, intl.locale) })}
                </strong>
              </Text>
              <Text>{intl.formatMessage(m.gruHint)}</Text>
              <Table aria-label={intl.formatMessage(m.byLibraryTable)}>
                <TableHeader>
                  <Column isRowHeader>{label.library}</Column>
                  <Column>{label.owed}</Column>
                  <Column>{label.actions}</Column>
                </TableHeader>
                <TableBody
                  items={owedByLibrary(data.debitos).map((library) => ({ ...library, id: library.codigo }))}
                >
                  {(library) => (
                    <Row id={library.id} textValue={library.descricao}>
                      <Cell label={label.library}>{library.descricao}</Cell>
                      <Cell label={label.owed}>
                        <Money amount={library.owed} />
                      </Cell>
                      <Cell label={label.actions}>
                        <Button
                          variant="secondary"
                          isPending={generate.isMutating}
                          aria-label={intl.formatMessage(m.generateGruFor, { library: library.descricao })}
                          onPress={() => void generateFor(library)}
                        >
                          {intl.formatMessage(m.generateGru)}
                        </Button>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
              {slip ? (
                <section ref={slipRef} tabIndex={-1} aria-label={intl.formatMessage(m.gruTitle)}>
                  <GruSlip slip={slip} />
                </section>
              ) : null}
            </Stack>
          )}
        </ListState>
      </Stack>
    </section>
  );
}

function GruSlip({ slip }: { slip: Gru }) {
  const intl = useIntl();
  return (
    <Alert tone="success" title={intl.formatMessage(m.gruTitle)} isUrgent={false}>
      <Stack gap="xs">
        <Text>{slip.message}</Text>
        <dl>
          <dt>{intl.formatMessage(s.library)}</dt>
          <dd>{slip.biblioteca.descricao}</dd>
          <dt>{intl.formatMessage(m.gruReference)}</dt>
          <dd>{slip.numeroReferencia}</dd>
          <dt>{intl.formatMessage(m.gruAmount)}</dt>
          <dd>
            <Money amount={slip.valor} />
          </dd>
          <dt>{intl.formatMessage(m.gruDue)}</dt>
          <dd>{formatIsoDate(intl, slip.vencimento)}</dd>
        </dl>
      </Stack>
    </Alert>
  );
}
