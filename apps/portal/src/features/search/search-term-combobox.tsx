import type { SearchFieldCode } from '@acervo/contract';
import { SearchComboBox, SearchComboBoxItem } from '@acervo/ui';
import styled from 'styled-components';
import { useSuggestions } from './api/suggestions.ts';

const Count = styled.span`
  margin-inline-start: 0.25em;
  opacity: 0.8;
  font-variant-numeric: tabular-nums;
`;

export type SearchTermFieldProps = {
  label: string;
  text: string;
  onTextChange: (value: string) => void;
  /** The index the term is searched in: completions only for word indexes (api/suggestions.ts). */
  field: SearchFieldCode;
  /** "13 títulos": how many titles a completion finds, in the patron's language. */
  formatTotal: (total: number) => string;
  errorMessage: string | undefined;
  /** Takes focus on mount: it replaces the plain field the patron was already typing in. */
  keepFocus: boolean;
  /** Runs a search for the text as typed or for a chosen suggestion. */
  onSearch: (value: string) => void;
};

/**
 * The search term with completions from the index (`/consulta/sugestoes`): loaded after the
 * first page (search-form.tsx shows a plain field until it arrives). The form passes the texts, so
 * no message of the first page's chunks is shared with this one.
 */
export default function SearchTermComboBox({
  label,
  text,
  onTextChange,
  field,
  formatTotal,
  errorMessage,
  keepFocus,
  onSearch,
}: SearchTermFieldProps) {
  const suggestions = useSuggestions(text, field);
  return (
    <SearchComboBox
      name="termo"
      label={label}
      inputValue={text}
      onInputChange={onTextChange}
      items={suggestions}
      onSubmit={onSearch}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      maxLength={500}
      focusOnMount={keepFocus}
    >
      {(suggestion) => (
        <SearchComboBoxItem
          id={suggestion.texto}
          textValue={suggestion.texto}
          onAction={() => onSearch(suggestion.texto)}
        >
          {suggestion.texto} <Count>{formatTotal(suggestion.total)}</Count>
        </SearchComboBoxItem>
      )}
    </SearchComboBox>
  );
}
