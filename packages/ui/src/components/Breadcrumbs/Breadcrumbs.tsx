import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  type BreadcrumbProps as AriaBreadcrumbProps,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
} from 'react-aria-components';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { focusRingText } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';
import { Icon } from '../Icon/Icon.tsx';

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
  [data-part='Separator'] {
    display: inline-flex;
    color: ${vars.color.textMuted};
  }
  a {
    color: ${vars.color.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a[data-focus-visible] {
    ${focusRingText}
  }
  [aria-current='page'] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
    text-decoration: none;
  }
`;

export type BreadcrumbItem = { id: string; label: ReactNode; href?: string };

export type BreadcrumbsProps = {
  /** From the home page to the current one; the last item is the current page (no link). */
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name. @default the dictionary's "You are here" */
  'aria-label'?: string;
};

/** Where the page sits, as a navigation landmark; the current page is marked aria-current="page". */
export function Breadcrumbs({ items, 'aria-label': ariaLabel }: BreadcrumbsProps) {
  const messages = useUiMessages();
  return (
    <Nav aria-label={ariaLabel ?? messages.breadcrumbs} data-component="Breadcrumbs">
      <AriaBreadcrumbs items={items}>
        {(item) => (
          <Crumb id={item.id} label={item.label} href={item.href} isLast={item === items[items.length - 1]} />
        )}
      </AriaBreadcrumbs>
    </Nav>
  );
}

function Crumb({
  label,
  href,
  isLast,
  ...props
}: Omit<AriaBreadcrumbProps, 'children'> & BreadcrumbItem & { isLast: boolean }) {
  return (
    <AriaBreadcrumb {...props}>
      <Link href={isLast ? undefined : href}>{label}</Link>
      {isLast ? null : (
        <span data-part="Separator" aria-hidden="true">
          <Icon name="chevron-right" />
        </span>
      )}
    </AriaBreadcrumb>
  );
}
