import type { SearchResponse } from '@acervo/contract';
import { Button, Tag, TagGroup, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SearchFilter } from '../../lib/search/search-url.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.sm} ${vars.space.md};
  margin: ${vars.space.sm} 0;
`;

const filterId = (filter: SearchFilter) => `${filter.type}:${filter.code}`;

type ActiveFiltersProps = {
  filters: readonly SearchFilter[];
  /** The answer's names for them; a filter not yet described shows its code. */
  described: SearchResponse['filtros'] | undefined;
  onChange: (filters: SearchFilter[]) => void;
};

/** The chosen filters as removable chips, and "clear filters" (MoJ's "filter a list"). */
export function ActiveFilters({ filters, described = [], onChange }: ActiveFiltersProps) {
  const intl = useIntl();
  if (filters.length === 0) return null;
  const name = (filter: SearchFilter) =>
    described.find((entry) => entry.tipo === filter.type && entry.codigo === filter.code)?.descricao ??
    filter.code;
  const items = filters.map((filter) => ({ id: filterId(filter), name: name(filter) }));
  return (
    <Row>
      <TagGroup
        label={intl.formatMessage(m.activeFilters)}
        items={items}
        onRemove={(keys) => onChange(filters.filter((filter) => !keys.has(filterId(filter))))}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.name}>
            {item.name}
          </Tag>
        )}
      </TagGroup>
      <Button variant="secondary" onPress={() => onChange([])}>
        {intl.formatMessage(m.clearFilters)}
      </Button>
    </Row>
  );
}
