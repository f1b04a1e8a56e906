import type { SearchFieldCode } from '@acervo/contract';
import { Button, NativeSelect, SearchField, vars } from '@acervo/ui';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { localeAtom } from '../../lib/intl/locale.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { type SearchDisplay, searchHref } from '../../lib/search/search-url.ts';
import { useFieldOptions } from './api/field-options.ts';
import { searchFormMessages as m } from './search-form-messages.ts';
import { type TermProblem, minTermLength, termProblem } from './search-terms.ts';
import { focusResultsState } from './search-focus.ts';
import { draftState, toggledAdvanced } from './search-draft.ts';
import { preloadResultsCode, preloadSearch } from './results-preload.ts';

// Completions weigh more than the first page can carry (budgets.ts): the plain field shows at
// once and the combobox replaces it as soon as its code arrives, keeping the text and the focus.
const SearchTermComboBox = lazy(() => import('./search-term-combobox.tsx'));

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space.sm} ${vars.space.md};
  margin: ${vars.space.md} 0 ${vars.space.lg};

  > [data-component='SearchField'],
  > [data-component='SearchComboBox'] {
    flex: 1 1 16rem;
    min-width: 0;
  }
  > [data-component='NativeSelect'] {
    flex: 0 1 14rem;
    min-width: 0;
  }
  /* Lines the button up with the inputs under their one-line labels, error message or not. */
  > [data-part='Submit'] {
    padding-top: calc(1lh + ${vars.space.xs});
  }
`;

type SearchFormProps = {
  /** The term and field of the search on screen, so the form shows what was asked. */
  term: string;
  field: SearchFieldCode;
  /** Kept across a new search: the visitor's chosen layout. */
  display: SearchDisplay;
  /** Why the search in the address cannot run (typed or edited by hand), shown under the field. */
  refused?: TermProblem | null;
};

/**
 * The catalogue search: a term and the index it is searched in. Submitting goes to the results'
 * address (a new search clears filters, sort and page); a search that cannot run says why under
 * the field and sends nothing.
 */
export function SearchForm({ term, field, display, refused = null }: SearchFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const options = useFieldOptions();
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  const [text, setText] = useState(term);
  const [chosenField, setChosenField] = useState<SearchFieldCode>(field);
  const [problem, setProblem] = useState<TermProblem | null>(refused);
  // Whether the patron was in the plain field when the combobox replaced it.
  const [typing, setTyping] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fields = [
    { id: 'livre', name: intl.formatMessage(m.allFields) },
    ...(options.data ?? [])
      .filter((option) => option.codigo !== 'livre')
      .map((option) => ({ id: option.codigo, name: option.descricao })),
  ];

  const search = (term: string) => {
    const found = termProblem(term);
    setProblem(found);
    if (found) {
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    const href = searchHref({ term, field: chosenField, display });
    preloadSearch(client, locale, href);
    void navigate(href, { state: focusResultsState });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };
  const changeText = (value: string) => {
    setText(value);
    if (problem) setProblem(null);
  };

  const errorMessage =
    problem === 'required'
      ? intl.formatMessage(m.required)
      : problem === 'tooShort'
        ? intl.formatMessage(m.tooShort, { min: minTermLength })
        : undefined;

  return (
    <Row
      ref={formRef}
      role="search"
      aria-label={intl.formatMessage(m.landmark)}
      onSubmit={submit}
      noValidate
      onFocus={preloadResultsCode}
    >
      <Suspense
        fallback={
          <SearchField
            name="termo"
            label={intl.formatMessage(m.term)}
            value={text}
            onChange={changeText}
            onFocusChange={setTyping}
            isInvalid={problem !== null}
            errorMessage={errorMessage}
            maxLength={500}
          />
        }
      >
        <SearchTermComboBox
          label={intl.formatMessage(m.term)}
          text={text}
          onTextChange={changeText}
          field={chosenField}
          formatTotal={(total) => intl.formatMessage(m.suggestionTotal, { total })}
          errorMessage={errorMessage}
          keepFocus={typing}
          onSearch={(value) => {
            setText(value);
            search(value);
          }}
        />
      </Suspense>
      {/* The browser's select: a short fixed list that only sets a value, so the first page
          carries no listbox code for it (budgets.ts). */}
      <NativeSelect
        name="campo"
        label={intl.formatMessage(m.field)}
        options={fields}
        value={chosenField}
        onChange={(value) => setChosenField(value as SearchFieldCode)}
      />
      <span data-part="Submit">
        <Button type="submit" variant="primary">
          {intl.formatMessage(m.submit)}
        </Button>
      </span>
      <span data-part="Submit">
        <Button
          variant="secondary"
          // Only the form changes: what was typed goes along, the search on screen stays.
          onPress={() =>
            void navigate(toggledAdvanced(location.search, true), {
              state: draftState(text.trim() ? [{ term: text, field: chosenField, operator: 'E' }] : []),
            })
          }
        >
          {intl.formatMessage(m.advanced)}
        </Button>
      </span>
    </Row>
  );
}
