import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledToggleButton = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  min-width: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.accent};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.accent};
  font: inherit;
  font-weight: ${vars.font.weight.bold};
  cursor: pointer;

  &[data-icon-only] {
    padding: ${vars.space.sm};
  }
  [data-part='Icon'] {
    display: inline-flex;
    font-size: ${vars.size.iconMd};
  }
  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-selected] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &[data-selected][data-hovered] {
    background: ${vars.color.accentHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;
