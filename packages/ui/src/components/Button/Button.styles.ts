import { Button as AriaButton } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../Field/Field.styles.ts';

/**
 * Variants only reassign the component's own custom properties; states come from the data
 * attributes react-aria renders ([data-hovered], [data-pressed], [data-focus-visible], ...).
 */
export const StyledButton = styled(AriaButton)`
  --button-bg: ${vars.color.accent};
  --button-bg-hovered: ${vars.color.accentHover};
  --button-fg: ${vars.color.onAccent};
  --button-border: transparent;

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  min-width: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidthStrong} solid var(--button-border);
  border-radius: ${vars.radius.md};
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ease-out;

  &[data-variant='secondary'] {
    --button-bg: ${vars.color.background};
    --button-bg-hovered: ${vars.color.surface};
    --button-fg: ${vars.color.accent};
    --button-border: ${vars.color.accent};
  }

  /* Quiet takes the colour of the text around it, so it stays legible on selected rows and alerts. */
  &[data-variant='quiet'] {
    --button-bg: transparent;
    --button-bg-hovered: ${vars.color.surface};
    --button-fg: currentColor;
  }
  &[data-variant='quiet'][data-hovered] {
    color: ${vars.color.text};
  }

  &[data-variant='danger'] {
    --button-bg: ${vars.color.danger};
    --button-bg-hovered: ${vars.color.dangerHover};
    --button-fg: ${vars.color.onDanger};
  }

  &[data-icon-only] {
    padding: ${vars.space.sm};
  }

  [data-part='Icon'] {
    display: inline-flex;
    flex: none;
  }

  &[data-hovered] {
    background: var(--button-bg-hovered);
  }

  &[data-focus-visible] {
    ${focusRing}
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  /* Pending keeps the button's size and name: the label stays (transparent, still read) under the ring. */
  &[data-pending] {
    cursor: progress;
    > [data-part='Label'],
    > [data-part='Icon'] {
      opacity: 0;
    }
  }

  [data-part='Pending'] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
  }

  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const PendingRing = styled.span`
  width: ${vars.size.iconMd};
  height: ${vars.size.iconMd};
  border: ${vars.size.borderWidthStrong} solid currentColor;
  border-right-color: transparent;
  border-radius: ${vars.radius.pill};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
