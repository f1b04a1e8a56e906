import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { mediaUp } from '../../tokens/breakpoints.ts';
import { Drawer } from '../Drawer/Drawer.tsx';
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
  /**
   * How the list shows below the md breakpoint once the toggle is pressed: unfolded in place
   * (`collapse`) or in a drawer over the page (`drawer`, a modal dialog named by `aria-label`).
   * @default 'collapse'
   */
  smallScreen?: 'collapse' | 'drawer';
  /** Whether the small-screen menu is open (controlled); pair with `onOpenChange`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
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
  smallScreen = 'collapse',
  isOpen,
  onOpenChange,
}: SideNavProps) {
  const messages = useUiMessages();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = (value: boolean) => {
    setOwnOpen(value);
    onOpenChange?.(value);
  };
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(groupsContaining(items, currentId)),
  );

  // A page reached some other way (a link in the content, Back) still shows where it sits: its
  // groups open when it becomes current (state adjusted while rendering, not in an effect).
  const [shownCurrent, setShownCurrent] = useState(currentId);
  if (shownCurrent !== currentId) {
    setShownCurrent(currentId);
    const path = groupsContaining(items, currentId);
    if (!path.every((id) => expanded.has(id))) setExpanded(new Set([...expanded, ...path]));
  }

  // The drawer belongs to small screens: widening the window past md closes it.
  const drawer = smallScreen === 'drawer';
  useEffect(() => {
    if (!drawer || !open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(mediaUp.md);
    const close = () => {
      if (wide.matches) setOpen(false);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen is a fresh closure each render
  }, [drawer, open]);

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
      document.getElementById(`${group.dataset.prefix}-${id}-button`)?.focus();
      event.preventDefault();
      // Inside the drawer, Escape closes the group only, not the drawer.
      event.stopPropagation();
    } else if (open && !drawer) {
      setOpen(false);
      toggleRef.current?.focus();
      event.preventDefault();
    }
  };

  const renderItems = (level: readonly SideNavItem[], prefix: string): ReactNode =>
    level.map((item) =>
      item.items ? (
        <li key={item.id}>
          <Button
            id={`${prefix}-${item.id}-button`}
            aria-expanded={expanded.has(item.id)}
            aria-controls={`${prefix}-${item.id}`}
            onPress={() => toggleGroup(item.id)}
            data-part="GroupButton"
          >
            <span data-part="Label">{item.label}</span>
            <span data-part="Chevron" aria-hidden="true">
              <Icon name="chevron-down" />
            </span>
          </Button>
          <ul
            id={`${prefix}-${item.id}`}
            hidden={!expanded.has(item.id)}
            data-group-list={item.id}
            data-prefix={prefix}
          >
            {renderItems(item.items, prefix)}
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
      data-small-screen={smallScreen}
      data-open={(open && !drawer) || undefined}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={toggleRef}
        aria-expanded={open}
        {...(drawer ? { 'aria-haspopup': 'dialog' as const } : { 'aria-controls': listId })}
        onPress={() => setOpen(!open)}
        data-part="Toggle"
      >
        <Icon name="menu" />
        <span>{toggleLabel ?? messages.menu}</span>
      </Button>
      <ul id={listId} data-part="List">
        {renderItems(items, listId)}
      </ul>
      {drawer ? (
        <Drawer isOpen={open} onOpenChange={setOpen} title={ariaLabel}>
          {/* The same landmark inside the dialog, so the menu is found the same way in both. */}
          <StyledSideNav aria-label={ariaLabel} data-component="SideNav" data-in-drawer onKeyDown={onKeyDown}>
            <ul data-part="List">{renderItems(items, `${listId}-drawer`)}</ul>
          </StyledSideNav>
        </Drawer>
      ) : null}
    </StyledSideNav>
  );
}
