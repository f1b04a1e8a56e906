import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { StyledLink } from './Link.styles.ts';

export type LinkVariant = 'inline' | 'standalone';

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style'> & {
  /**
   * `inline` links sit in running text and stay underlined (colour alone must not carry meaning);
   * `standalone` links stand on their own line and underline on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
};

/**
 * A link on react-aria. With an `href` it is a real anchor; apps route client-side through
 * react-aria's `RouterProvider`, so every link still opens in a new tab with the browser's menu.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink {...props} data-component="Link" data-variant={variant} />;
}
