import type { DateValue } from '@internationalized/date';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  type CalendarProps as AriaCalendarProps,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { calendarLook } from './Calendar.styles.ts';

const StyledCalendar = styled(AriaCalendar)`
  ${calendarLook}
` as typeof AriaCalendar;

const StyledRangeCalendar = styled(AriaRangeCalendar)`
  ${calendarLook}
` as typeof AriaRangeCalendar;

/** Previous/next month buttons are named by react-aria in the locale ("Anterior", "Próximo"). */
function MonthHeader() {
  return (
    <header>
      <Button slot="previous">
        <Icon name="chevron-left" />
      </Button>
      <Heading />
      <Button slot="next">
        <Icon name="chevron-right" />
      </Button>
    </header>
  );
}

export type CalendarProps<T extends DateValue> = Omit<AriaCalendarProps<T>, 'className' | 'style'>;

/** A month grid: arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends. */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  return (
    <StyledCalendar {...props} data-component="Calendar">
      <MonthHeader />
      <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
    </StyledCalendar>
  );
}

export type RangeCalendarProps<T extends DateValue> = Omit<AriaRangeCalendarProps<T>, 'className' | 'style'>;

export function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  return (
    <StyledRangeCalendar {...props} data-component="RangeCalendar">
      <MonthHeader />
      <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
    </StyledRangeCalendar>
  );
}
