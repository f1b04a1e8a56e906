import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Icon } from '../Icon/Icon.tsx';
import { StyledPagination } from './Pagination.styles.ts';
import { pageSlots } from './pages.ts';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the new page when the user presses a page button. */
  onPageChange?: (page: number) => void;
  /** Gives each page an address instead (real links: they open in a new tab and survive reload). */
  getPageHref?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** The navigation landmark's name. @default the dictionary's "Pagination" */
  'aria-label'?: string;
};

const ELLIPSIS = '…';

type ControlProps = Pick<PaginationProps, 'onPageChange' | 'getPageHref'> & {
  target: number;
  label: string;
  isCurrent?: boolean;
  isDisabled?: boolean;
  children: ReactNode;
  part: string;
};

/** A page control: a link when pages have addresses, a button otherwise (and always when disabled). */
function Control({
  target,
  label,
  isCurrent,
  isDisabled,
  children,
  part,
  getPageHref,
  onPageChange,
}: ControlProps) {
  const common = {
    'aria-label': label,
    'aria-current': isCurrent ? ('page' as const) : undefined,
    'data-part': part,
  };
  if (getPageHref && !isDisabled) {
    return (
      <Link {...common} href={getPageHref(target)} onPress={() => onPageChange?.(target)}>
        {children}
      </Link>
    );
  }
  return (
    <Button {...common} isDisabled={isDisabled} onPress={() => onPageChange?.(target)}>
      {children}
    </Button>
  );
}

/**
 * Page navigation: previous, numbered pages (the current one marked aria-current="page"), next.
 * Every control is named ("Página 3"), not just numbered.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getPageHref,
  siblings = 1,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const messages = useUiMessages();
  if (pageCount <= 1) return null;
  const links = { getPageHref, onPageChange };

  return (
    <StyledPagination aria-label={ariaLabel ?? messages.pagination} data-component="Pagination">
      <ul>
        <li>
          <Control
            {...links}
            target={page - 1}
            label={messages.previousPage}
            isDisabled={page <= 1}
            part="Previous"
          >
            <Icon name="chevron-left" />
          </Control>
        </li>
        {pageSlots(page, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" data-part="Gap">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={slot}>
              <Control
                {...links}
                target={slot}
                label={messages.format('pageN', { page: slot })}
                isCurrent={slot === page}
                part="Page"
              >
                {slot}
              </Control>
            </li>
          ),
        )}
        <li>
          <Control
            {...links}
            target={page + 1}
            label={messages.nextPage}
            isDisabled={page >= pageCount}
            part="Next"
          >
            <Icon name="chevron-right" />
          </Control>
        </li>
      </ul>
    </StyledPagination>
  );
}
