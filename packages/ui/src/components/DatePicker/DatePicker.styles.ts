import {
  Button,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
} from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';
import { iconButtonLook } from '../Field/InputAdornment.styles.ts';

export const StyledDatePicker = styled(DatePicker)`
  ${fieldLayout}
  max-width: 100%;
  min-width: 0;
` as typeof DatePicker;

export const StyledDateRangePicker = styled(DateRangePicker)`
  ${fieldLayout}
` as typeof DateRangePicker;

export const DateGroup = styled(Group)`
  ${inputLook}
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  width: fit-content;
  max-width: 100%;
  min-width: 0;
  padding-block: 0;
  padding-inline-end: 0;

  &[data-focus-within] {
    ${focusRing}
  }
  [data-part='Dash'] {
    padding-inline: ${vars.space.xs};
  }
`;

export const StyledDateInput = styled(DateInput)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* At 320 px with the largest text the segments wrap rather than push the page sideways (WCAG 1.4.10). */
  min-width: 0;
`;

export const Segment = styled(DateSegment)`
  padding: 0 ${vars.space.xxs};
  border-radius: ${vars.radius.sm};
  font-variant-numeric: tabular-nums;
  outline: none;

  &[data-type='literal'] {
    padding: 0;
  }
  &[data-placeholder] {
    color: ${vars.color.textMuted};
  }
  &[data-focused] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

export const CalendarButton = styled(Button)`
  ${iconButtonLook}
  min-height: calc(${vars.size.target} - 2 * ${vars.size.borderWidthStrong});
  margin-inline-start: auto;
`;

export const CalendarDialog = styled(Dialog)`
  outline: none;
`;
