import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Icon } from '../Icon/Icon.tsx';
import { StyledSideNav } from './SideNav.styles.ts';

export type SideNavItem = {
  id: string;
  label: ReactNode;
  /** Leaf items link somewhere; items with `items` are groups (submenus). */
  href?: string;
  items?: readonly SideNavItem[];
};

export type SideNavProps = {
  /** The landmark's name, e.g. "Meu Pergamum". */
  'aria-label': string;
  items: readonly SideNavItem[];
  /** The id of the page being shown: marked aria-current="page", its groups start open. */
  currentId?: string;
  /** Called after a link is chosen (e.g. to close the menu on small screens, which this does too). */
  onNavigate?: (id: string) => void;
  /** The small-screen toggle's text. @default the dictionary's "Menu" */
  toggleLabel?: string;
};

/** The ids of the groups on the path to `id`, so the current page is never hidden in a closed group. */
export function groupsContaining(items: readonly SideNavItem[], id: string | undefined): string[] {
  if (id == null) return [];
  for (const item of items) {
    if (item.id === id) return [];
    if (item.items) {
      const inner = groupsContaining(item.items, id);
      if (inner.length > 0 || item.items.some((child) => child.id === id)) return [item.id, ...inner];
    }
  }
  return [];
}

/**
 * A navigation landmark with nested groups, after the APG disclosure-navigation pattern: Tab moves
 * through links and group buttons, Enter/Space opens a group, Escape closes the innermost one.
 * On small screens the whole list collapses behind a "Menu" button.
 */
export function SideNav({
  'aria-label': ariaLabel,
  items,
  currentId,
  onNavigate,
  toggleLabel,
}: SideNavProps) {
  const messages = useUiMessages();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(groupsContaining(items, currentId)),
  );

  const toggleGroup = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Close the group whose content holds focus; else the small-screen menu.
    const group = (event.target as HTMLElement).closest<HTMLElement>('[data-group-list]');
    if (group?.dataset.groupList) {
      const id = group.dataset.groupList;
      toggleGroup(id);
      document.getElementById(`${listId}-${id}-button`)?.focus();
      event.preventDefault();
    } else if (open) {
      setOpen(false);
      toggleRef.current?.focus();
      event.preventDefault();
    }
  };

  const renderItems = (level: readonly SideNavItem[]): ReactNode =>
    level.map((item) =>
      item.items ? (
        <li key={item.id}>
          <Button
            id={`${listId}-${item.id}-button`}
            aria-expanded={expanded.has(item.id)}
            aria-controls={`${listId}-${item.id}`}
            onPress={() => toggleGroup(item.id)}
            data-part="GroupButton"
          >
            <span data-part="Label">{item.label}</span>
            <span data-part="Chevron" aria-hidden="true">
              <Icon name="chevron-down" />
            </span>
          </Button>
          <ul id={`${listId}-${item.id}`} hidden={!expanded.has(item.id)} data-group-list={item.id}>
            {renderItems(item.items)}
          </ul>
        </li>
      ) : (
        <li key={item.id}>
          <Link
            href={item.href}
            aria-current={item.id === currentId ? 'page' : undefined}
            onPress={() => {
              setOpen(false);
              onNavigate?.(item.id);
            }}
            data-part="Link"
          >
            {item.label}
          </Link>
        </li>
      ),
    );

  return (
    <StyledSideNav
      aria-label={ariaLabel}
      data-component="SideNav"
      data-open={open || undefined}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={listId}
        onPress={() => setOpen((value) => !value)}
        data-part="Toggle"
      >
        <Icon name="menu" />
        <span>{toggleLabel ?? messages.menu}</span>
      </Button>
      <ul id={listId} data-part="List">
        {renderItems(items)}
      </ul>
    </StyledSideNav>
  );
}
