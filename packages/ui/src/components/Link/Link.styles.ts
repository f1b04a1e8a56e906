import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRingText } from '../../theme/focus-ring.ts';

export const StyledLink = styled(AriaLink)`
  color: ${vars.color.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:visited {
    color: ${vars.color.linkVisited};
  }
  &[data-variant='standalone'] {
    font-weight: ${vars.font.weight.bold};
    text-decoration: none;
  }
  &[data-hovered] {
    text-decoration: underline;
    text-decoration-thickness: 0.125em;
  }
  &[data-focus-visible] {
    ${focusRingText}
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;
