import { Select, SelectItem, Text } from '@acervo/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import type { Period } from './period-filter.tsx';
import { usePeriodParam } from './use-period-param.ts';

/**
 * The parts every My-area list by period shares: its period in the address (the twelve months up
 * to today when none is given), a status filter in the address beside it, and the line that says
 * how many items the period holds.
 */

/** The twelve months up to `today`. */
export const lastTwelveMonths = (today: string): Period => ({
  dataIni: addDays(today, -365),
  dataFim: today,
});

/** The list's period from the address, or the last twelve months. */
export function useListPeriod() {
  const today = useToday();
  return usePeriodParam(() => lastTwelveMonths(today));
}

/**
 * One of `choices` kept in the address (`?<name>=`), so it can be bookmarked and Back undoes it;
 * `fallback` when the address has none or one that is not a choice. Setting the fallback removes it.
 */
export function useChoiceParam<Choice extends string, Fallback extends Choice | null>(
  name: string,
  choices: readonly Choice[],
  fallback: Fallback,
) {
  const [params, setParams] = useSearchParams();
  const isChoice = (value: string | null): value is Choice =>
    (choices as readonly (string | null)[]).includes(value);
  const value = params.get(name);
  const chosen: Choice | Fallback = isChoice(value) ? value : fallback;
  const choose = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (isChoice(next) && next !== fallback) updated.set(name, next);
      else updated.delete(name);
      return updated;
    });
  return [chosen, choose] as const;
}

/** A select as wide as its longest status, not the whole column. */
const StatusSelectWidth = styled.div`
  max-width: 20rem;
`;

/** The status filter of a list: every choice in words, the chosen one from the address. */
export function StatusSelect({
  label,
  selected,
  choices,
  onChange,
}: {
  label: string;
  selected: string;
  choices: readonly { id: string; label: string }[];
  onChange: (id: string) => void;
}) {
  return (
    <StatusSelectWidth>
      <Select label={label} selectedKey={selected} onSelectionChange={(key) => onChange(String(key))}>
        {choices.map((choice) => (
          <SelectItem key={choice.id} id={choice.id}>
            {choice.label}
          </SelectItem>
        ))}
      </Select>
    </StatusSelectWidth>
  );
}

/**
 * How many items the period holds, in the list's own words (`message` gets `start` and `end` with
 * `values`), said politely when it changes; empty until the answer is there.
 */
export function PeriodCount<Values extends Record<string, number>>({
  period,
  message,
  values,
}: {
  period: Period;
  message: MessageDescriptor;
  values: Values | null;
}) {
  const intl = useIntl();
  return (
    <Text role="status">
      {values
        ? intl.formatMessage(message, {
            ...values,
            start: formatIsoDate(intl, period.dataIni),
            end: formatIsoDate(intl, period.dataFim),
          })
        : null}
    </Text>
  );
}
