import { Popover } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

/**
 * The floating surface under selects, combo boxes, menus and popovers. It matches its trigger's
 * width but never exceeds the viewport: a full-width field's list would otherwise overflow
 * sideways (min-width beats max-width), and the page scroll caused by arrowing through the list
 * makes react-aria close it.
 */
export const StyledPopover = styled(Popover)`
  min-width: min(var(--trigger-width), calc(100vw - 2 * ${vars.space.md}));
  max-width: min(calc(100vw - 2 * ${vars.space.md}), max(30rem, var(--trigger-width)));
  padding: ${vars.space.xs};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  overflow: auto;
  outline: none;
  transition:
    opacity ${vars.motion.fast} ${vars.motion.easeStandard},
    transform ${vars.motion.fast} ${vars.motion.easeStandard};

  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }

  &[data-component='Popover'] {
    padding: ${vars.space.md};
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
