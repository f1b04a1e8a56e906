import type { ReactNode } from 'react';
import type {
  ListBoxItemProps as AriaListBoxItemProps,
  ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Icon } from '../Icon/Icon.tsx';
import { StyledListBox, StyledListBoxItem } from './ListBox.styles.ts';

export type ListBoxProps<T extends object> = Omit<AriaListBoxProps<T>, 'className' | 'style'>;

/**
 * A list of options chosen with arrow keys, Home/End and type-ahead; single or multiple selection.
 * Inside Select and ComboBox it renders bare; on its own it draws its frame.
 */
export function ListBox<T extends object>(props: ListBoxProps<T>) {
  const messages = useUiMessages();
  return <StyledListBox renderEmptyState={() => messages.noResults} {...props} data-component="ListBox" />;
}

/** Options inside popovers render without the list's frame. */
export function PopoverListBox<T extends object>(props: ListBoxProps<T>) {
  const messages = useUiMessages();
  return <StyledListBox renderEmptyState={() => messages.noResults} {...props} />;
}

export type ListBoxItemProps<T extends object = object> = Omit<
  AriaListBoxItemProps<T>,
  'className' | 'style' | 'children'
> & {
  children: ReactNode;
};

/** One option. A check mark shows its selection in addition to colour. */
export function ListBoxItem<T extends object>({ children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledListBoxItem {...props} textValue={textValue} data-component="ListBoxItem">
      {({ isSelected }) => (
        <>
          <span data-part="Check" aria-hidden="true">
            {isSelected ? <Icon name="check" /> : null}
          </span>
          <span data-part="Label">{children}</span>
        </>
      )}
    </StyledListBoxItem>
  );
}
