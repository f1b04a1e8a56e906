import type { ReactNode } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, ValidationResult } from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PopoverListBox } from '../ListBox/ListBox.tsx';
import { StyledPopover } from '../Popover/Popover.styles.ts';
import { AdornedInputRow } from '../Field/InputAdornment.styles.ts';
import { ComboInput, StyledComboBox, ToggleButton } from './ComboBox.styles.ts';

export type ComboBoxProps<T extends object> = Omit<
  AriaComboBoxProps<T>,
  'className' | 'style' | 'children'
> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
};

/**
 * A text box with suggestions (autocomplete). Typing filters the list (or the app filters `items`
 * itself for server suggestions); arrow keys move through suggestions, Enter picks, Escape closes
 * and then clears. The list's count is announced as it changes.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  items,
  ...props
}: ComboBoxProps<T>) {
  return (
    <StyledComboBox {...props} items={items} data-component="ComboBox">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <AdornedInputRow>
          <ComboInput placeholder={placeholder} />
          {/* The list also opens with Alt+ArrowDown; the button is a pointer shortcut, out of the tab order. */}
          <ToggleButton data-part="Toggle">
            <Icon name="chevron-down" />
          </ToggleButton>
        </AdornedInputRow>
      </FieldParts>
      <StyledPopover>
        <PopoverListBox>{children}</PopoverListBox>
      </StyledPopover>
    </StyledComboBox>
  );
}
