import { type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components';
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

/** Outside the app's router, an address is used as written and the browser follows it. */
const asWritten = (href: string) => href;
const follow = (href: string) => location.assign(href);

/**
 * A link on react-aria. With an `href` it is a real anchor; apps route client-side through
 * react-aria's `RouterProvider`, so every link still opens in a new tab with the browser's menu.
 * An address with a scheme (`https:`, `mailto:`) or protocol-relative skips the app's router, whose
 * `useHref` would resolve it as a path under the current page; a new tab gets no access to this
 * page (`noopener noreferrer`) unless the caller sets `rel`.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  const link = (
    <StyledLink
      rel={props.target === '_blank' ? 'noopener noreferrer' : undefined}
      {...props}
      data-component="Link"
      data-variant={variant}
    />
  );
  return /^([a-z][\w+.-]*:|\/\/)/i.test(props.href ?? '') ? (
    <RouterProvider navigate={follow} useHref={asWritten}>
      {link}
    </RouterProvider>
  ) : (
    link
  );
}
