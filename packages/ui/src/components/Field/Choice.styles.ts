import { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout } from './Field.styles.ts';

/**
 * The row of a checkbox, radio or switch: its indicator beside its label, a target-sized row the
 * whole of which toggles, dimmed when disabled. Each control styles its own indicator's states.
 */
export const choiceRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** A group of checkboxes or radios: the field stack, items in a column or wrapping in a row. */
export const choiceGroupLayout = css`
  ${fieldLayout}

  [data-part='Items'] {
    display: flex;
    flex-direction: column;
  }
  &[data-orientation='horizontal'] [data-part='Items'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space.lg};
  }
`;
