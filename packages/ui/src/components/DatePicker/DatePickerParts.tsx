import type { ComponentProps, ReactNode } from 'react';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledPopover } from '../Popover/Popover.styles.ts';
import { CalendarButton, CalendarDialog, DateGroup } from './DatePicker.styles.ts';

export type DatePickerPartsProps = Omit<ComponentProps<typeof FieldParts>, 'children'> & {
  /** The typed date inputs (one, or start and end). */
  inputs: ReactNode;
  /** The calendar the button opens. */
  calendar: ReactNode;
};

/**
 * What DatePicker and DateRangePicker render inside their react-aria root: the field's label,
 * description and error around the inputs and the calendar button, then the calendar popover.
 */
export function DatePickerParts({ inputs, calendar, ...fieldParts }: DatePickerPartsProps) {
  return (
    <>
      <FieldParts {...fieldParts}>
        <DateGroup>
          {inputs}
          <CalendarButton data-part="CalendarButton">
            <Icon name="calendar" />
          </CalendarButton>
        </DateGroup>
      </FieldParts>
      <StyledPopover>
        <CalendarDialog>{calendar}</CalendarDialog>
      </StyledPopover>
    </>
  );
}
