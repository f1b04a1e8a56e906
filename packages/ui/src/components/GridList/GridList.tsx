import type { ReactNode } from 'react';
import type {
  GridListItemProps as AriaGridListItemProps,
  GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { StyledGridList, StyledGridListItem } from './GridList.styles.ts';

export type GridListProps<T extends object> = Omit<AriaGridListProps<T>, 'className' | 'style'>;

/**
 * A list whose items hold their own controls (buttons, links): arrow keys move between items,
 * Tab reaches the controls inside, and items can be selected with checkboxes. Use it for lists of
 * loans, holds or basket items; use ListBox when items are plain options.
 */
export function GridList<T extends object>(props: GridListProps<T>) {
  const messages = useUiMessages();
  return <StyledGridList renderEmptyState={() => messages.noResults} {...props} data-component="GridList" />;
}

export type GridListItemProps = Omit<AriaGridListItemProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
};

export function GridListItem({ children, ...props }: GridListItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledGridListItem {...props} textValue={textValue}>
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' ? <Checkbox slot="selection" /> : null}
          <div data-part="Content">{children}</div>
        </>
      )}
    </StyledGridListItem>
  );
}
