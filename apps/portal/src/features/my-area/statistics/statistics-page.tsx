import type { LoanStatistics } from '@acervo/contract';
import { BarChart, EmptyState, Money, Stack, Text, vars } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { addDays, formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { PeriodFilter } from '../shared/period-filter.tsx';
import { usePeriodParam } from '../shared/use-period-param.ts';
import { useLoanStatistics } from './api/loan-statistics.ts';
import { statisticsMessages as m } from './statistics-messages.ts';

/** The figures as a wrapping grid of labelled numbers; one column on a narrow screen. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${vars.space.md};
  margin: 0;

  div {
    padding: ${vars.space.sm} ${vars.space.md};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  dt {
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/*
 * At 320 px with the largest zoom a chart's table ("Empréstimos", "Biblioteca") is wider than the
 * screen: here its words may break, so the page never scrolls sideways.
 */
const Charts = styled.div`
  [data-component='BarChart'] th,
  [data-component='BarChart'] td {
    overflow-wrap: anywhere;
  }
`;

/** Five years up to `today`, when the address names no period: enough to see a trend by year. */
const fiveYearsUpTo = (today: string) => ({ dataIni: addDays(today, -5 * 365), dataFim: today });

/** `/meupergamum/estatisticas`: the patron's loans in numbers over a period, with charts and their tables. */
export function Component() {
  const intl = useIntl();
  const today = useToday();
  const [period, setPeriod] = usePeriodParam(() => fiveYearsUpTo(today));
  const statistics = useLoanStatistics(period);
  const shown = intl.formatMessage(m.shown, {
    start: formatIsoDate(intl, period.dataIni),
    end: formatIsoDate(intl, period.dataFim),
  });
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.estatisticasEmprestimo)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <PeriodFilter
          key={`${period.dataIni}/${period.dataFim}`}
          period={period}
          onApply={setPeriod}
          legend={intl.formatMessage(m.period)}
        />
        <div aria-busy={statistics.isValidating || undefined}>
          <ListState
            query={statistics}
            lines={6}
            isEmpty={(data) => data.emprestimos === 0 && data.reservas === 0 && data.multas.quantidade === 0}
            empty={
              <EmptyState level={2} title={intl.formatMessage(m.emptyTitle)}>
                {intl.formatMessage(m.emptyBody)}
              </EmptyState>
            }
          >
            {(data) => <StatisticsBody data={data} shown={shown} />}
          </ListState>
        </div>
      </Stack>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StatisticsBody({ data, shown }: { data: LoanStatistics; shown: string }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const common = { valueHeader: intl.formatMessage(m.loans), totalLabel: intl.formatMessage(m.total) };
  return (
    <Charts>
      <Stack gap="xl">
        <MyAreaSection id="resumo" title={intl.formatMessage(m.figures)}>
          <Text>{shown}</Text>
          <Figures>
            <Figure label={intl.formatMessage(m.loans)}>{number(data.emprestimos)}</Figure>
            <Figure label={intl.formatMessage(m.open)}>{number(data.emAberto)}</Figure>
            <Figure label={intl.formatMessage(m.late)}>{number(data.devolvidosComAtraso)}</Figure>
            <Figure label={intl.formatMessage(m.renewals)}>{number(data.renovacoes)}</Figure>
            <Figure label={intl.formatMessage(m.holds)}>{number(data.reservas)}</Figure>
            <Figure label={intl.formatMessage(m.fines)}>
              <Money amount={data.multas.valor} />
            </Figure>
          </Figures>
        </MyAreaSection>
        {data.porAno.length > 0 ? (
          <BarChart
            title={intl.formatMessage(m.byYear)}
            description={shown}
            data={data.porAno.map((row) => ({
              id: String(row.ano),
              label: String(row.ano),
              value: row.total,
            }))}
            categoryHeader={intl.formatMessage(m.year)}
            {...common}
          />
        ) : null}
        {data.porBiblioteca.length > 0 ? (
          <BarChart
            title={intl.formatMessage(m.byLibrary)}
            description={shown}
            data={data.porBiblioteca.map((row) => ({
              id: String(row.codigo),
              label: row.descricao,
              value: row.total,
            }))}
            categoryHeader={intl.formatMessage(m.library)}
            {...common}
          />
        ) : null}
        {data.porTipoObra.length > 0 ? (
          <BarChart
            title={intl.formatMessage(m.byType)}
            description={shown}
            data={data.porTipoObra.map((row) => ({
              id: String(row.codigo),
              label: row.descricao,
              value: row.total,
            }))}
            categoryHeader={intl.formatMessage(m.type)}
            {...common}
          />
        ) : null}
      </Stack>
    </Charts>
  );
}
