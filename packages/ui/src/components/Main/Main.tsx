import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { pageGutter } from '../../theme/page-gutter.ts';
import { vars } from '../../tokens/css-variables.ts';

const StyledMain = styled.main`
  display: block;
  width: 100%;
  /* At least a window tall, so the footer starts below the fold: a page whose content arrives
     after the frame grows into empty space instead of pushing a visible footer down. */
  min-height: 100vh;
  min-height: 100svh;
  max-width: ${vars.size.contentMax};
  margin-inline: auto;
  padding: ${vars.space.lg} ${pageGutter} ${vars.space.xxl};

  /* Main takes focus only from the skip link; a ring around the whole page would be noise. */
  &:focus {
    outline: none;
    box-shadow: none;
  }
`;

export type MainProps = Omit<ComponentPropsWithoutRef<'main'>, 'className' | 'style'>;

/** The page's one main landmark, the skip link's target (`id="main"` unless given). */
export function Main({ id = 'main', ...props }: MainProps) {
  return <StyledMain tabIndex={-1} {...props} id={id} data-component="Main" />;
}
