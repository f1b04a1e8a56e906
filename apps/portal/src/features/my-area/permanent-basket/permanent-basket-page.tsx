import { parseDate } from '@internationalized/date';
import { EmptyState, Link, Radio, RadioGroup, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { BasketExport } from '../../../lib/basket-export/basket-export.tsx';
import { basketExportMessages } from '../../../lib/basket-export/basket-export-messages.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { type Period, PeriodFilter } from '../shared/period-filter.tsx';
import { usePeriodParam } from '../shared/use-period-param.ts';
import { type BasketStatusFilter, useBasketCollection } from './api/basket-collection.ts';
import { permanentBasketMessages as m } from './permanent-basket-messages.ts';
import { PermanentBasketTable } from './permanent-basket-table.tsx';

/** Spec §9: the permanent basket opens on the month up to today. */
export const lastMonth = (today: string): Period => ({
  dataIni: parseDate(today).subtract({ months: 1 }).toString(),
  dataFim: today,
});

const statusFilters: readonly BasketStatusFilter[] = ['todos', 'no_acervo', 'removido'];
const statusLabels = { todos: m.all, no_acervo: m.inBasketFilter, removido: m.removedFilter } as const;

/** Which statuses the list shows, kept in the address (`?situacao=`) beside the period. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('situacao');
  const status = statusFilters.find((value) => value === raw) ?? 'todos';
  const setStatus = (next: BasketStatusFilter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'todos') updated.delete('situacao');
      else updated.set('situacao', next);
      return updated;
    });
  return [status, setStatus] as const;
}

/**
 * `/meupergamum/cesta-permanente`: the titles put in the permanent basket in a period (the last
 * month unless the address names another, spec §9), in collection or removed; remove or put back;
 * export those still in the basket as the session basket does (ADR 130).
 */
export function Component() {
  const intl = useIntl();
  const today = useToday();
  const [period, setPeriod] = usePeriodParam(() => lastMonth(today));
  const [status, setStatus] = useStatusParam();
  const basket = useBasketCollection(period, status);
  const items = basket.data?.itens ?? [];
  const inBasket = items.filter((item) => item.situacao === 'no_acervo').map((item) => item.cod_acervo);
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.cestaPermanente)}</MyAreaHeading>
      <PeriodFilter
        key={`${period.dataIni}/${period.dataFim}`}
        period={period}
        onApply={setPeriod}
        legend={intl.formatMessage(m.period)}
      />
      <RadioGroup
        label={intl.formatMessage(m.statusFilter)}
        orientation="horizontal"
        value={status}
        onChange={(value) => setStatus(value as BasketStatusFilter)}
      >
        {statusFilters.map((value) => (
          <Radio key={value} value={value}>
            {intl.formatMessage(statusLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      <MyAreaSection id="cesta-do-periodo" title={intl.formatMessage(m.list)} focusable>
        <Text role="status">
          {basket.data
            ? intl.formatMessage(m.count, {
                count: items.length,
                removed: items.length - inBasket.length,
                start: formatIsoDate(intl, period.dataIni),
                end: formatIsoDate(intl, period.dataFim),
              })
            : null}
        </Text>
        <ListState
          query={basket}
          lines={4}
          isEmpty={(data) => data.itens.length === 0}
          empty={
            <EmptyState
              level={3}
              title={intl.formatMessage(m.emptyTitle)}
              actions={<Link href="/">{intl.formatMessage(m.search)}</Link>}
            >
              {intl.formatMessage(m.emptyBody)}
            </EmptyState>
          }
        >
          {(data) => (
            <PermanentBasketTable
              items={data.itens}
              isBusy={basket.isValidating}
              onChanged={() => document.getElementById('cesta-do-periodo')?.focus()}
            />
          )}
        </ListState>
      </MyAreaSection>
      {basket.data ? (
        <MyAreaSection id="exportar-cesta" title={intl.formatMessage(basketExportMessages.heading)}>
          <BasketExport codes={inBasket} />
        </MyAreaSection>
      ) : null}
    </>
  );
}
