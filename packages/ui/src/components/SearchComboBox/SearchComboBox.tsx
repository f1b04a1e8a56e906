import { type KeyboardEvent, type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext, type ValidationResult } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { FieldParts } from '../Field/Field.tsx';
import { AdornedInputRow } from '../Field/InputAdornment.styles.ts';
import { Icon } from '../Icon/Icon.tsx';
import { PopoverListBox } from '../ListBox/ListBox.tsx';
import { StyledPopover } from '../Popover/Popover.styles.ts';
import { ClearButton, SearchComboInput, StyledSearchComboBox } from './SearchComboBox.styles.ts';

export type SearchComboBoxProps<T extends object> = {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  isInvalid?: boolean;
  placeholder?: string;
  /** @default the dictionary's "Clear search" */
  clearLabel?: string;
  name?: string;
  maxLength?: number;
  /** Focus the box when it mounts: for a box that replaces one the patron was typing in. */
  focusOnMount?: boolean;
  /** What is typed: the app owns it, fetches suggestions for it and passes them as `items`. */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The suggestions for what is typed (already filtered by the server). */
  items: Iterable<T>;
  /** Each suggestion: a `ComboBoxItem` (`SearchComboBoxItem`) whose `onAction` runs it. */
  children: (item: T) => ReactNode;
  /** Enter with no suggestion highlighted: search what was typed. */
  onSubmit: (value: string) => void;
};

/**
 * A search box with suggestions (autocomplete): typing opens the server's suggestions, arrow keys
 * move through them while focus stays in the box, Enter on a suggestion runs it (its `onAction`),
 * Enter with none highlighted searches the text as typed, Escape closes the list and then clears. react-aria
 * announces how many suggestions there are whenever the list opens or its count changes.
 */
export function SearchComboBox<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  clearLabel,
  name,
  maxLength,
  focusOnMount,
  inputValue,
  onInputChange,
  items,
  children,
  onSubmit,
}: SearchComboBoxProps<T>) {
  const messages = useUiMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  // Set while the patron types, cleared when they leave, search or close the list: suggestions
  // that arrive later (the server's answer) open the list only while they are still wanted.
  const wanted = useRef(false);
  const count = Array.from(items).length;

  // react-aria keeps Enter from submitting the form while the list is open; a search box must
  // still search what was typed when no suggestion is highlighted.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      wanted.current = false;
      // As in a search field: Escape closes the list, and with the list closed clears the text.
      if (inputRef.current?.getAttribute('aria-expanded') !== 'true' && inputValue) onInputChange('');
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    wanted.current = false;
    if (inputRef.current?.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    onSubmit(inputValue);
  };

  return (
    <StyledSearchComboBox
      data-component="SearchComboBox"
      items={items}
      inputValue={inputValue}
      onInputChange={(value) => {
        wanted.current = value.trim() !== '';
        onInputChange(value);
      }}
      onBlur={() => {
        wanted.current = false;
      }}
      allowsCustomValue
      allowsEmptyCollection={false}
      menuTrigger="input"
      selectedKey={null}
      isInvalid={isInvalid ?? false}
      validationBehavior="aria"
      onKeyDown={onKeyDown}
      {...(name ? { name } : {})}
      {...(focusOnMount ? { autoFocus: true } : {})}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <AdornedInputRow>
          <span data-part="Icon" aria-hidden="true">
            <Icon name="search" />
          </span>
          <SearchComboInput ref={inputRef} type="search" placeholder={placeholder} maxLength={maxLength} />
          {inputValue ? (
            // Out of the tab order, like the search field's (Escape clears by keyboard): while the
            // list is open react-aria hides all but the box and the list from screen readers, and
            // a hidden control must not take focus.
            <ClearButton
              type="button"
              tabIndex={-1}
              data-part="Clear"
              aria-label={clearLabel ?? messages.clearSearch}
              onClick={() => {
                onInputChange('');
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" />
            </ClearButton>
          ) : null}
        </AdornedInputRow>
      </FieldParts>
      <OpenWhenSuggestionsArrive count={count} wanted={wanted} input={inputRef} />
      <StyledPopover>
        <PopoverListBox>{children}</PopoverListBox>
      </StyledPopover>
    </StyledSearchComboBox>
  );
}

/**
 * react-aria opens the list when the text changes and items are already there; server suggestions
 * arrive after the text changed, so this opens the list when they do (and are still wanted).
 */
function OpenWhenSuggestionsArrive({
  count,
  wanted,
  input,
}: {
  count: number;
  wanted: RefObject<boolean>;
  input: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (!state || state.isOpen || count === 0 || !wanted.current) return;
    if (input.current && input.current === input.current.ownerDocument.activeElement)
      state.open(null, 'input');
  }, [state, count, wanted, input]);
  return null;
}
