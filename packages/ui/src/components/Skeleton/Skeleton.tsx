import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Block = styled.span`
  display: block;
  height: 1em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.borderSubtle};
  animation: ${pulse} 1.6s ease-in-out infinite;

  &[data-shape='text'] + &[data-shape='text'] {
    margin-top: ${vars.space.sm};
  }
  &[data-shape='text']:last-child:not(:first-child) {
    width: 60%;
  }
  &[data-shape='block'] {
    height: 100%;
    min-height: ${vars.size.target};
  }
  &[data-shape='circle'] {
    width: ${vars.size.target};
    height: ${vars.size.target};
    border-radius: ${vars.radius.pill};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (forced-colors: active) {
    border: ${vars.size.borderWidth} solid GrayText;
  }
`;

export type SkeletonProps = {
  /** @default 'text' */
  shape?: 'text' | 'block' | 'circle';
  /** Lines of text to sketch. @default 1 */
  lines?: number;
};

/**
 * A placeholder that sketches content still loading. It is decorative: the region that loads
 * should say so itself (e.g. `aria-busy` and a status message), so screen readers hear it once.
 */
export function Skeleton({ shape = 'text', lines = 1 }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span data-component="Skeleton" aria-hidden="true" style={{ display: 'block' }}>
      {Array.from({ length: count }, (_, index) => (
        <Block key={index} data-shape={shape} />
      ))}
    </span>
  );
}
