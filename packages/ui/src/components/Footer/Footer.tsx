import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { pageGutter } from '../../theme/page-gutter.ts';
import { vars } from '../../tokens/css-variables.ts';

const StyledFooter = styled.footer`
  border-block-start: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  > [data-part='inner'] {
    max-width: ${vars.size.contentMax};
    margin-inline: auto;
    padding: ${vars.space.xl} ${pageGutter};
  }
`;

export type FooterProps = Omit<ComponentPropsWithoutRef<'footer'>, 'className' | 'style'>;

/** The page footer: the contentinfo landmark (keep it outside Main). */
export function Footer({ children, ...props }: FooterProps) {
  return (
    <StyledFooter {...props} data-component="Footer">
      <div data-part="inner">{children}</div>
    </StyledFooter>
  );
}
