import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledPagination = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-part='Gap'] {
    padding-inline: ${vars.space.xs};
    color: ${vars.color.textMuted};
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${vars.size.target};
    min-height: ${vars.size.target};
    padding-inline: ${vars.space.sm};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
    color: ${vars.color.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    text-decoration: none;
    cursor: pointer;
  }
  [data-hovered] {
    background: ${vars.color.surface};
  }
  [aria-current='page'] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    font-weight: ${vars.font.weight.bold};
  }
  [data-focus-visible] {
    ${focusRing}
  }
  [data-disabled] {
    border-color: ${vars.color.borderSubtle};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    [aria-current='page'] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;
