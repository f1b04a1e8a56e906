import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';

/**
 * The icon buttons that belong to a field (reveal password, clear search, open the calendar or the
 * suggestions list, number steppers, a calendar's month arrows): a borderless, target-sized
 * square that shows its states like other controls. Steppers add their own border.
 */
export const iconButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.target};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.size.iconMd};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** Pins an adornment over the inline end of its input, which reserves the room in its padding. */
export const atInputEnd = css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
`;

/** The row that holds an input and its absolutely placed adornments. */
export const AdornedInputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;
