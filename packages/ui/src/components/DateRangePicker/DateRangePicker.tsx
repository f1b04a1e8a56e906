import type { DateValue } from '@internationalized/date';
import type { ReactNode } from 'react';
import type {
  DateRangePickerProps as AriaDateRangePickerProps,
  ValidationResult,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/Calendar.tsx';
import { Segment, StyledDateInput, StyledDateRangePicker } from '../DatePicker/DatePicker.styles.ts';
import { DatePickerParts } from '../DatePicker/DatePickerParts.tsx';

export type DateRangePickerProps<T extends DateValue> = Omit<
  AriaDateRangePickerProps<T>,
  'className' | 'style' | 'children'
> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
};

const DASH = '–';

/**
 * A start and end date (loan history, "from … to …" filters), typed or picked on one calendar.
 * On the calendar, Enter on the start day moves focus one day on (react-aria's cue that a range is
 * open); the end is the day focused at the second Enter (story `PickRangeByKeyboard`).
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <StyledDateRangePicker {...props} data-component="DateRangePicker">
      <DatePickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        inputs={
          <>
            <StyledDateInput slot="start">{(segment) => <Segment segment={segment} />}</StyledDateInput>
            <span data-part="Dash" aria-hidden="true">
              {DASH}
            </span>
            <StyledDateInput slot="end">{(segment) => <Segment segment={segment} />}</StyledDateInput>
          </>
        }
        calendar={<RangeCalendar />}
      />
    </StyledDateRangePicker>
  );
}
