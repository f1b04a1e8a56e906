import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';

/** The kit's focus ring (theme/focus-ring.ts), re-exported for the components' styles. */
export { focusRing } from '../../theme/focus-ring.ts';

export const StyledLabel = styled(AriaLabel)`
  display: block;
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.text};
`;

export const StyledDescription = styled(Text).attrs({ slot: 'description' })`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

export const StyledFieldError = styled(AriaFieldError)`
  display: block;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

/** Field wrapper: label, control, description and error stacked with a small gap. */
export const fieldLayout = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  color: ${vars.color.text};
`;

/** The text-entry look shared by inputs, text areas and the trigger of a select. */
export const inputLook = css`
  min-height: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &[data-hovered] {
    border-color: ${vars.color.text};
  }
  &[data-focus-visible],
  &[data-focused] {
    ${focusRing}
  }
  &[data-invalid] {
    border-color: ${vars.color.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.borderSubtle};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  @media (forced-colors: active) {
    border-color: FieldText;
  }
`;
