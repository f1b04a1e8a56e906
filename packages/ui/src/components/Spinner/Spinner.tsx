import styled, { keyframes } from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { vars } from '../../tokens/css-variables.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.accent};

  svg {
    width: ${vars.size.iconMd};
    height: ${vars.size.iconMd};
    animation: ${spin} calc(3 * ${vars.motion.slow}) linear infinite;
  }
  &[data-size='sm'] svg {
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
  }
  &[data-size='lg'] svg {
    width: ${vars.size.target};
    height: ${vars.size.target};
  }

  [data-part='label'] {
    color: ${vars.color.text};
  }

  /* Under reduced motion the ring stands still; the words still say it is loading. */
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;

export type SpinnerProps = {
  /** What is loading. @default the dictionary's "Loading…" */
  label?: string;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

/** An indeterminate loading indicator, announced politely through a status role. */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  const messages = useUiMessages();
  const text = label ?? messages.loading;
  return (
    <Wrapper role="status" data-component="Spinner" data-size={size}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? <span data-part="label">{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Wrapper>
  );
}
