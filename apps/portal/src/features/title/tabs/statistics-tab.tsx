import { BarChart, Select, SelectItem, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useStatisticsYear } from '../api/title-statistics-year.ts';
import { useStatisticsYears } from '../api/title-statistics.ts';
import { statisticsMessages as m } from './tab-messages.ts';

const YearBox = styled.div`
  max-width: 12rem;
`;

/** The year is in the address, so a year's figures can be shared. */
const yearParam = 'ano';

/** The title's loans by month of a year (newest year first), as a chart with its data table. */
export function StatisticsTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const years = useStatisticsYears(codAcervo);
  const asked = Number(params.get(yearParam));
  const year = years.data?.includes(asked) ? asked : (years.data?.[0] ?? null);
  const figures = useStatisticsYear(codAcervo, year);

  if (years.error && !years.data)
    return <SectionFailed error={years.error} onRetry={() => void years.mutate()} />;
  if (!years.data) return <SectionLoading lines={6} />;
  if (year === null) return <Text>{intl.formatMessage(m.none)}</Text>;

  const monthName = (month: number) =>
    intl.formatDate(new Date(Date.UTC(2000, month - 1, 15)), { month: 'long', timeZone: 'UTC' });

  return (
    <Stack gap="md">
      <YearBox>
        <Select
          label={intl.formatMessage(m.year)}
          selectedKey={String(year)}
          onSelectionChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(yearParam, String(key));
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        >
          {years.data.map((entry) => (
            <SelectItem key={entry} id={String(entry)}>
              {String(entry)}
            </SelectItem>
          ))}
        </Select>
      </YearBox>
      {figures.error && !figures.data ? (
        <SectionFailed error={figures.error} onRetry={() => void figures.mutate()} />
      ) : !figures.data ? (
        <SectionLoading lines={12} />
      ) : (
        <div aria-busy={figures.isLoading}>
          <BarChart
            title={intl.formatMessage(m.chartTitle, { year })}
            data={figures.data.map((entry) => ({
              id: String(entry.mes),
              label: monthName(entry.mes),
              value: entry.emprestimos,
            }))}
            categoryHeader={intl.formatMessage(m.month)}
            valueHeader={intl.formatMessage(m.loans)}
            totalLabel={intl.formatMessage(m.total)}
          />
        </div>
      )}
    </Stack>
  );
}
