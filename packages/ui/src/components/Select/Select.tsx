import type { ReactNode } from 'react';
import type { SelectProps as AriaSelectProps, ValidationResult } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PopoverListBox } from '../ListBox/ListBox.tsx';
import { StyledPopover } from '../Popover/Popover.styles.ts';
import { StyledSelect, Trigger, Value } from './Select.styles.ts';

export type SelectProps<T extends object> = Omit<AriaSelectProps<T>, 'className' | 'style' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Options as `ListBoxItem`s, or a render function over `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
};

/**
 * A select on react-aria: opens with Enter, Space or the arrow keys, chooses by type-ahead even
 * while closed, and stays a real form value (a hidden native select) for forms.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  ...props
}: SelectProps<T>) {
  const messages = useUiMessages();
  return (
    <StyledSelect {...props} placeholder={placeholder ?? messages.selectPlaceholder} data-component="Select">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Trigger data-part="Trigger">
          <Value data-part="Value" />
          <Icon name="chevron-down" />
        </Trigger>
      </FieldParts>
      <StyledPopover>
        <PopoverListBox items={items}>{children}</PopoverListBox>
      </StyledPopover>
    </StyledSelect>
  );
}
