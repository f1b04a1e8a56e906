import type { ReactNode } from 'react';
import {
  MenuTrigger as AriaMenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Header,
  MenuSection,
  type MenuSectionProps,
  type PopoverProps,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { StyledPopover } from '../Popover/Popover.styles.ts';
import { StyledMenu, StyledMenuItem } from './Menu.styles.ts';

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className' | 'style'> & {
  /** Where the menu opens relative to its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
};

/**
 * A menu of actions in a popover. Arrow keys move, Home/End jump, typing a letter finds an item,
 * Escape closes and returns focus to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <StyledPopover placement={placement}>
      <StyledMenu {...props} data-component="Menu" />
    </StyledPopover>
  );
}

export type MenuItemProps<T extends object = object> = Omit<
  AriaMenuItemProps<T>,
  'className' | 'style' | 'children'
> & {
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
};

export function MenuItem<T extends object>({ children, icon, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledMenuItem {...props} textValue={textValue} data-component="MenuItem">
      {({ isSelected, hasSubmenu, selectionMode }) => (
        <>
          {selectionMode !== 'none' ? (
            <span data-part="Check" aria-hidden="true">
              {isSelected ? <Icon name="check" /> : null}
            </span>
          ) : null}
          {icon != null ? (
            <span data-part="Icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span data-part="Label">{children}</span>
          {hasSubmenu ? (
            <span data-part="SubmenuIndicator" aria-hidden="true">
              <Icon name="chevron-right" />
            </span>
          ) : null}
        </>
      )}
    </StyledMenuItem>
  );
}

/** A titled group of items. */
export function MenuGroup<T extends object>({
  title,
  children,
  ...props
}: Omit<MenuSectionProps<T>, 'children'> & { title?: ReactNode; children: ReactNode }) {
  return (
    <MenuSection {...props}>
      {title != null ? <Header data-part="GroupTitle">{title}</Header> : null}
      {children}
    </MenuSection>
  );
}

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Pairs a trigger button (first child) with its `Menu` (second child). */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export { Separator as MenuSeparator, SubmenuTrigger };
