import type { DateValue } from '@internationalized/date';
import type { ReactNode } from 'react';
import type { DatePickerProps as AriaDatePickerProps, ValidationResult } from 'react-aria-components';
import { Calendar } from '../Calendar/Calendar.tsx';
import { Segment, StyledDateInput, StyledDatePicker } from './DatePicker.styles.ts';
import { DatePickerParts } from './DatePickerParts.tsx';

export type DatePickerProps<T extends DateValue> = Omit<
  AriaDatePickerProps<T>,
  'className' | 'style' | 'children'
> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
};

/**
 * A date typed segment by segment in the locale's order (dd/mm/aaaa in Portuguese; arrow keys
 * change a segment) or picked from a calendar popover. Values are `@internationalized/date` dates.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    <StyledDatePicker {...props} data-component="DatePicker">
      <DatePickerParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        inputs={<StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>}
        calendar={<Calendar />}
      />
    </StyledDatePicker>
  );
}
