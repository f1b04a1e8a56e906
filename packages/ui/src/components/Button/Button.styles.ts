import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

/**
 * Variants only reassign the component's own custom properties; states come from the data
 * attributes react-aria renders ([data-hovered], [data-pressed], [data-focus-visible], ...).
 */
export const StyledButton = styled(AriaButton)`
  --button-bg: ${vars.color.accent};
  --button-bg-hovered: ${vars.color.accentHover};
  --button-fg: ${vars.color.onAccent};
  --button-border: transparent;

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  min-width: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0.125rem solid var(--button-border);
  border-radius: ${vars.radius.md};
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-weight: ${vars.font.weight.bold};
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ease-out;

  &[data-variant='secondary'] {
    --button-bg: ${vars.color.background};
    --button-bg-hovered: ${vars.color.surface};
    --button-fg: ${vars.color.accent};
    --button-border: ${vars.color.accent};
  }

  &[data-hovered] {
    background: var(--button-bg-hovered);
  }

  &[data-focus-visible] {
    /* The transparent outline survives forced colours, where box-shadows disappear. */
    outline: ${vars.size.focusWidth} solid transparent;
    box-shadow:
      0 0 0 ${vars.size.focusWidth} ${vars.color.focusHalo},
      0 0 0 calc(2 * ${vars.size.focusWidth}) ${vars.color.focus};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;
