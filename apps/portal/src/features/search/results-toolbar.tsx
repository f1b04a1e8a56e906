import { Select, SelectItem, ToggleButton, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SearchDisplay, SearchSortCode, SearchState } from '../../lib/search/search-url.ts';
import { useSortOptions } from './api/sort-options.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm} ${vars.space.md};
  margin: ${vars.space.sm} 0;

  > [data-component='Select'] {
    flex: 0 1 16rem;
    min-width: 0;
  }
  [role='group'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
  }
`;

type ResultsToolbarProps = {
  state: SearchState;
  onSort: (sort: SearchSortCode, descending: boolean) => void;
  onDisplay: (display: SearchDisplay) => void;
};

/** Sort (the API's orders) and display mode (list or covers), above the results. */
export function ResultsToolbar({ state, onSort, onDisplay }: ResultsToolbarProps) {
  const intl = useIntl();
  const sorts = useSortOptions().data ?? [];
  const displays = [
    { id: 'D', name: intl.formatMessage(m.displayList) },
    { id: 'C', name: intl.formatMessage(m.displayCovers) },
  ] as const;
  return (
    <Bar>
      <Select
        label={intl.formatMessage(m.sort)}
        items={sorts.map((sort) => ({ id: sort.codigo, name: sort.descricao }))}
        selectedKey={state.sort}
        onSelectionChange={(key) => onSort(String(key) as SearchSortCode, state.descending)}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <ToggleButton isSelected={state.descending} onChange={(descending) => onSort(state.sort, descending)}>
        {intl.formatMessage(m.descending)}
      </ToggleButton>
      <div role="group" aria-label={intl.formatMessage(m.display)}>
        {displays.map((display) => (
          <ToggleButton
            key={display.id}
            isSelected={state.display === display.id}
            onChange={() => {
              if (display.id !== state.display) onDisplay(display.id);
            }}
          >
            {display.name}
          </ToggleButton>
        ))}
      </div>
    </Bar>
  );
}
