import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { focusRingText } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Anchor = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    inset-block-start: ${vars.space.sm};
    inset-inline-start: ${vars.space.sm};
    z-index: ${vars.zIndex.skipLink};
    display: inline-block;
    padding: ${vars.space.sm} ${vars.space.md};
    font-weight: ${vars.font.weight.bold};
    text-decoration: underline;
    ${focusRingText}
  }
`;

export type SkipLinkProps = {
  /** The id of the element to jump to. @default 'main' (what Main renders) */
  targetId?: string;
  /** @default the dictionary's "Skip to main content" */
  children?: string;
};

/**
 * The first focusable element of every page: hidden until focused, it moves focus past the
 * header to the main content. Focus is moved in script too, so client-side routers that
 * intercept hash links cannot swallow it.
 */
export function SkipLink({ targetId = 'main', children }: SkipLinkProps) {
  const messages = useUiMessages();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={onClick} data-component="SkipLink">
      {children ?? messages.skipToContent}
    </Anchor>
  );
}
