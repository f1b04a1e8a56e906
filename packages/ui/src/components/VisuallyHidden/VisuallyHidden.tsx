import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

/** Hidden from sight, read by screen readers (the standard clip technique, which survives zoom). */
export const visuallyHidden = css`
  position: absolute !important;
  /* A hairline box (the border-width token), not zero: some screen readers skip empty boxes. */
  width: ${vars.size.borderWidth};
  height: ${vars.size.borderWidth};
  margin: calc(-1 * ${vars.size.borderWidth});
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export type VisuallyHiddenProps = Omit<ComponentPropsWithoutRef<'span'>, 'className' | 'style'>;

/** Text that screen readers announce and sighted users get from the layout around it. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} data-component="VisuallyHidden" />;
}
