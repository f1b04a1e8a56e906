import type { SearchFieldCode } from '@acervo/contract';
import { Button, Heading, NativeSelect, TextField, vars } from '@acervo/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { focusFirstInvalid } from '../../lib/forms/focus-first-invalid.ts';
import {
  type AdvancedLine,
  maxAdvancedLines,
  type SearchFilter,
  type SearchOperator,
  type SearchState,
  searchHref,
} from '../../lib/search/search-url.ts';
import { useFieldOptions } from './api/field-options.ts';
import { type LimitType, limitTypes, useLimitOptions } from './api/limit-options.ts';
import { advancedSearchMessages as m } from './advanced-search-messages.ts';
import { draftState, readDraft, toggledAdvanced } from './search-draft.ts';
import { focusResultsState } from './search-focus.ts';
import { searchFormMessages as sm } from './search-form-messages.ts';
import { minTermLength, type TermProblem, termProblem } from './search-terms.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  margin: ${vars.space.md} 0 ${vars.space.lg};

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weight.bold};
  }
  [data-part='Row'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space.sm} ${vars.space.md};
  }
  [data-part='Row'] > [data-component='NativeSelect'] {
    flex: 0 1 14rem;
    min-width: 0;
  }
  [data-part='Row'] > [data-component='TextField'] {
    flex: 1 1 14rem;
    min-width: 0;
  }
  [data-part='Row'] > [data-part='Operator'] {
    flex: 0 1 7rem;
  }
  [data-part='Row'] > [data-part='Year'] {
    flex: 0 1 9rem;
  }
  /* Lines a row's button up with the inputs under their one-line labels. */
  [data-part='Row'] > [data-part='Action'] {
    padding-top: calc(1lh + ${vars.space.xs});
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
  }
`;

type Draft = AdvancedLine & { key: number };

type Problems = {
  lines: Record<number, TermProblem>;
  yearFrom?: 'invalid' | 'reversed';
  yearTo?: 'invalid';
};

const yearPattern = /^\d{1,4}$/;
const parseYear = (text: string) => (yearPattern.test(text.trim()) ? Number(text.trim()) : undefined);

/** Why the form cannot be sent, field by field (nothing when it can). */
function check(lines: Draft[], yearFrom: string, yearTo: string): Problems | null {
  const problems: Problems = { lines: {} };
  const filled = lines.filter((line) => line.term.trim());
  if (filled.length === 0) problems.lines[lines[0]!.key] = 'required';
  for (const line of filled) {
    const found = termProblem(line.term);
    if (found) problems.lines[line.key] = found;
  }
  const from = parseYear(yearFrom);
  const to = parseYear(yearTo);
  if (yearFrom.trim() && from === undefined) problems.yearFrom = 'invalid';
  if (yearTo.trim() && to === undefined) problems.yearTo = 'invalid';
  if (from !== undefined && to !== undefined && from > to) problems.yearFrom = 'reversed';
  const any = Object.keys(problems.lines).length > 0 || problems.yearFrom || problems.yearTo;
  return any ? problems : null;
}

let nextKey = 1;
const draftOf = (line?: AdvancedLine): Draft => ({
  term: line?.term ?? '',
  field: line?.field ?? 'livre',
  operator: line?.operator ?? 'E',
  key: nextKey++,
});

/**
 * The advanced search: up to five lines of term, index and operator (the API's `termo1..5`,
 * `campo1..5`, `operador2..5`) and limits — library, type of work, language (facet filters) and a
 * publication-year range (ADR 116). Sending goes to the results' address, which holds all of it;
 * every refusal is named beside its field and focus goes to the first. A separate chunk: the first
 * page carries only the simple form.
 */
export default function AdvancedSearchForm({
  state,
  initialLines,
}: {
  state: SearchState;
  /** Where to start: the lines on screen, or what was typed in the simple form. */
  initialLines: AdvancedLine[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from the simple form, this form replaces the button that opened it: focus goes to the
  // first line's term, where the typing goes on, instead of falling to the page's start.
  useEffect(() => {
    if (readDraft(location.state))
      formRef.current?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')?.focus();
    // Only as the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fieldOptions = useFieldOptions();
  const limitOptions = useLimitOptions();
  const [lines, setLines] = useState<Draft[]>(() => {
    const start = initialLines.slice(0, maxAdvancedLines).map(draftOf);
    while (start.length < 2) start.push(draftOf());
    return start;
  });
  const [limits, setLimits] = useState<Record<LimitType, string>>(() => {
    const chosen = { B: '', T: '', I: '' };
    for (const type of limitTypes) chosen[type] = state.filters.find((f) => f.type === type)?.code ?? '';
    return chosen;
  });
  const [yearFrom, setYearFrom] = useState(state.yearFrom?.toString() ?? '');
  const [yearTo, setYearTo] = useState(state.yearTo?.toString() ?? '');
  const [problems, setProblems] = useState<Problems | null>(null);

  const fields = [
    { id: 'livre', name: intl.formatMessage(sm.allFields) },
    ...(fieldOptions.data ?? [])
      .filter((option) => option.codigo !== 'livre')
      .map((option) => ({ id: option.codigo, name: option.descricao })),
  ];
  const operators = [
    { id: 'E', name: intl.formatMessage(m.and) },
    { id: 'OU', name: intl.formatMessage(m.or) },
    { id: 'NAO', name: intl.formatMessage(m.not) },
  ];

  const change = (key: number, part: Partial<AdvancedLine>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...part } : line)));
    if (problems) setProblems(null);
  };
  const addLine = () => setLines((current) => [...current, draftOf()]);
  const removeLine = (key: number, index: number) => {
    setLines((current) => current.filter((line) => line.key !== key));
    // Focus stays in the form: on the line that takes the removed one's place, or the one before.
    requestAnimationFrame(() => {
      const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('input[name^="termo"]');
      inputs?.[Math.min(index, inputs.length - 1)]?.focus();
    });
  };

  const switchToSimple = () =>
    void navigate(toggledAdvanced(location.search, false), { state: draftState(lines) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(lines, yearFrom, yearTo);
    setProblems(found);
    if (found) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const filters: SearchFilter[] = limitTypes
      .filter((type) => limits[type])
      .map((type) => ({ type, code: limits[type] }));
    void navigate(
      searchHref({
        advanced: true,
        lines: lines.filter((line) => line.term.trim()),
        filters,
        yearFrom: parseYear(yearFrom),
        yearTo: parseYear(yearTo),
        display: state.display,
      }),
      { state: focusResultsState },
    );
  };

  const lineError = (key: number) => {
    const problem = problems?.lines[key];
    if (problem === 'required') return intl.formatMessage(sm.required);
    if (problem === 'tooShort') return intl.formatMessage(sm.tooShort, { min: minTermLength });
    return undefined;
  };
  const yearFromError =
    problems?.yearFrom === 'reversed'
      ? intl.formatMessage(m.yearsReversed)
      : problems?.yearFrom === 'invalid'
        ? intl.formatMessage(m.yearInvalid)
        : undefined;
  const yearToError = problems?.yearTo ? intl.formatMessage(m.yearInvalid) : undefined;

  const limitSelect = (type: LimitType, label: string, anyLabel: string) => (
    <NativeSelect
      name={`limite-${type}`}
      label={label}
      value={limits[type]}
      options={[{ id: '', name: anyLabel }, ...(limitOptions.data?.[type] ?? [])]}
      onChange={(value) => setLimits((current) => ({ ...current, [type]: value }))}
    />
  );

  return (
    <Form
      ref={formRef}
      role="search"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      data-component="AdvancedSearchForm"
    >
      <Heading level={2} id={headingId}>
        {intl.formatMessage(m.heading)}
      </Heading>
      {lines.map((line, index) => (
        <fieldset key={line.key}>
          <legend>{intl.formatMessage(m.line, { number: index + 1 })}</legend>
          <div data-part="Row">
            {index > 0 ? (
              <span data-part="Operator">
                <NativeSelect
                  name={`operador${index + 1}`}
                  label={intl.formatMessage(m.operator)}
                  options={operators}
                  value={line.operator}
                  onChange={(value) => change(line.key, { operator: value as SearchOperator })}
                />
              </span>
            ) : null}
            <NativeSelect
              name={`campo${index + 1}`}
              label={intl.formatMessage(sm.field)}
              options={fields}
              value={line.field}
              onChange={(value) => change(line.key, { field: value as SearchFieldCode })}
            />
            <TextField
              name={`termo${index + 1}`}
              label={intl.formatMessage(m.term)}
              value={line.term}
              onChange={(value) => change(line.key, { term: value })}
              isInvalid={lineError(line.key) !== undefined}
              errorMessage={lineError(line.key)}
              maxLength={500}
            />
            {lines.length > 1 ? (
              <span data-part="Action">
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(m.removeLine, { number: index + 1 })}
                  onPress={() => removeLine(line.key, index)}
                >
                  {intl.formatMessage(m.remove)}
                </Button>
              </span>
            ) : null}
          </div>
        </fieldset>
      ))}
      {lines.length < maxAdvancedLines ? (
        <div>
          <Button variant="secondary" onPress={addLine}>
            {intl.formatMessage(m.addLine)}
          </Button>
        </div>
      ) : null}
      <fieldset>
        <legend>{intl.formatMessage(m.limits)}</legend>
        <div data-part="Row">
          {limitSelect('B', intl.formatMessage(m.library), intl.formatMessage(m.anyLibrary))}
          {limitSelect('T', intl.formatMessage(m.type), intl.formatMessage(m.any))}
          {limitSelect('I', intl.formatMessage(m.language), intl.formatMessage(m.any))}
          <span data-part="Year">
            <TextField
              name="anoIni"
              label={intl.formatMessage(m.yearFrom)}
              inputMode="numeric"
              value={yearFrom}
              onChange={(value) => {
                setYearFrom(value);
                if (problems) setProblems(null);
              }}
              isInvalid={yearFromError !== undefined}
              errorMessage={yearFromError}
              maxLength={4}
            />
          </span>
          <span data-part="Year">
            <TextField
              name="anoFim"
              label={intl.formatMessage(m.yearTo)}
              inputMode="numeric"
              value={yearTo}
              onChange={(value) => {
                setYearTo(value);
                if (problems) setProblems(null);
              }}
              isInvalid={yearToError !== undefined}
              errorMessage={yearToError}
              maxLength={4}
            />
          </span>
        </div>
      </fieldset>
      <div data-part="Actions">
        <Button type="submit" variant="primary">
          {intl.formatMessage(sm.submit)}
        </Button>
        <Button variant="secondary" onPress={switchToSimple}>
          {intl.formatMessage(m.close)}
        </Button>
      </div>
    </Form>
  );
}
