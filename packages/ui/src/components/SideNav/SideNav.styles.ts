import styled from 'styled-components';
import { mediaUp } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledSideNav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-inline-start: ${vars.space.md};
  }

  [data-part='Toggle'],
  [data-part='GroupButton'],
  [data-part='Link'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    width: 100%;
    min-height: ${vars.size.target};
    padding: ${vars.space.xs} ${vars.space.md};
    border: 0;
    border-inline-start: ${vars.size.focusWidth} solid transparent;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  [data-part='Toggle'] {
    width: auto;
    border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
    font-weight: ${vars.font.weight.bold};
    font-size: ${vars.font.size.md};
  }
  [data-part='GroupButton'] {
    font-weight: ${vars.font.weight.bold};
  }
  [data-part='Label'] {
    flex: 1;
  }
  [data-part='Chevron'] {
    display: inline-flex;
    transition: transform ${vars.motion.fast} ${vars.motion.easeStandard};
  }
  [aria-expanded='true'] > [data-part='Chevron'] {
    transform: rotate(180deg);
  }
  [data-hovered] {
    background: ${vars.color.surface};
  }
  [aria-current='page'] {
    border-inline-start-color: ${vars.color.accent};
    background: ${vars.color.surface};
    color: ${vars.color.accent};
    font-weight: ${vars.font.weight.bold};
  }
  [data-focus-visible] {
    ${focusRing}
  }

  /* Small screens: the list hides behind the toggle until opened. */
  [data-part='List'] {
    display: none;
    margin-top: ${vars.space.sm};
  }
  &[data-open] [data-part='List'] {
    display: block;
  }
  &[data-in-drawer] [data-part='List'] {
    display: block;
    margin-top: 0;
  }

  @media ${mediaUp.md} {
    [data-part='Toggle'] {
      display: none;
    }
    [data-part='List'],
    &[data-open] [data-part='List'] {
      display: block;
      margin-top: 0;
    }
  }

  @media (forced-colors: active) {
    [aria-current='page'] {
      border-inline-start-color: Highlight;
    }
  }
`;
