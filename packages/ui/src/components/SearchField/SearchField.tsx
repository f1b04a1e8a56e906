import type { ReactNode } from 'react';
import type { SearchFieldProps as AriaSearchFieldProps, ValidationResult } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ClearButton, InputRow, SearchInput, StyledSearchField } from './SearchField.styles.ts';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** @default the dictionary's "Clear search" */
  clearLabel?: string;
};

/**
 * A search box: Enter submits (`onSubmit`), Escape clears, and a clear button appears once there
 * is text. Wrap it in a `<search>` or `role="search"` landmark where it is the page's search.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel,
  ...props
}: SearchFieldProps) {
  const messages = useUiMessages();
  return (
    <StyledSearchField {...props} data-component="SearchField">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <InputRow>
          <span data-part="Icon" aria-hidden="true">
            <Icon name="search" />
          </span>
          <SearchInput placeholder={placeholder} />
          <ClearButton aria-label={clearLabel ?? messages.clearSearch} data-part="Clear">
            <Icon name="close" />
          </ClearButton>
        </InputRow>
      </FieldParts>
    </StyledSearchField>
  );
}
