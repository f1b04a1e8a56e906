import { useId, useState } from 'react';
import { Button, CheckboxGroup, Heading, Input, SearchField, useLocale } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { type FacetValue, visibleFacetValues } from './facets.ts';
import { StyledFacetGroup } from './FacetGroup.styles.ts';

export type FacetGroupProps = {
  /** The facet's name ("Idioma"); it heads the group and names the checkbox list. */
  title: string;
  values: readonly FacetValue[];
  /** The chosen value ids (controlled). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Values shown before "show more". @default 5 */
  limit?: number;
  /** Shows a text box that narrows the list; on by default when there are more values than `limit` * 2. */
  filterable?: boolean;
  /** @default 3 */
  level?: 2 | 3 | 4;
  /** Formats counts; defaults to the locale's number format. */
  formatCount?: (count: number) => string;
};

/**
 * One search facet: a heading, a checkbox per value with its count, "show more/less" and an
 * optional filter box. Each checkbox is named by value and count ("Português, 120").
 */
export function FacetGroup({
  title,
  values,
  selected,
  onChange,
  limit = 5,
  filterable = values.length > limit * 2,
  level = 3,
  formatCount,
}: FacetGroupProps) {
  const messages = useUiMessages();
  const { locale } = useLocale();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const selectedSet = new Set(selected);
  const { shown, hiddenCount } = visibleFacetValues(values, {
    query,
    limit,
    expanded,
    selected: selectedSet,
  });
  const numberFormat = new Intl.NumberFormat(locale);
  const format = formatCount ?? ((count: number) => numberFormat.format(count));

  return (
    <StyledFacetGroup data-component="FacetGroup">
      <Heading level={level}>{title}</Heading>
      {filterable ? (
        <SearchField
          aria-label={messages.format('filterWithin', { group: title })}
          value={query}
          onChange={setQuery}
          data-part="Filter"
        >
          <Input />
        </SearchField>
      ) : null}
      <CheckboxGroup aria-label={title} value={[...selected]} onChange={onChange} id={listId}>
        {shown.length === 0 ? <p data-part="Empty">{messages.noResults}</p> : null}
        {shown.map((value) => (
          <Checkbox
            key={value.id}
            value={value.id}
            aria-label={messages.format('facetValue', { label: value.label, count: format(value.count) })}
          >
            <span data-part="ValueLabel">{value.label}</span>
            <span data-part="Count" aria-hidden="true">
              {format(value.count)}
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {hiddenCount > 0 || expanded ? (
        <Button
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((value) => !value)}
          data-part="More"
        >
          {expanded ? messages.showLess : messages.showMore}
        </Button>
      ) : null}
    </StyledFacetGroup>
  );
}
