import { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { iconButtonLook } from '../Field/InputAdornment.styles.ts';

/** Shared by Calendar and RangeCalendar: a month grid with 44 px day targets. */
export const calendarLook = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
  }
  h2 {
    margin: 0;
    font-size: ${vars.font.size.md};
    text-transform: capitalize;
  }
  header button {
    ${iconButtonLook}
    min-height: ${vars.size.target};
  }
  table {
    border-collapse: collapse;
  }
  th {
    padding-bottom: ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }
  td {
    padding: 0;
  }
  [role='button'][data-rac] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${vars.size.target};
    height: ${vars.size.target};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    cursor: pointer;
    outline: none;
  }
  td [data-outside-month] {
    display: none;
  }
  td [data-hovered] {
    background: ${vars.color.surface};
  }
  td [data-today] {
    text-decoration: underline;
    font-weight: ${vars.font.weight.bold};
  }
  td [data-selected] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  td [data-selection-start],
  td [data-selection-end] {
    font-weight: ${vars.font.weight.bold};
  }
  td [data-focus-visible] {
    ${focusRing}
  }
  td [data-disabled],
  td [data-unavailable] {
    color: ${vars.color.textDisabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    td [data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;
