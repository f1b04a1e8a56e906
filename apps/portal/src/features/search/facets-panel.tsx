import type { SearchResponse } from '@acervo/contract';
import { Disclosure, FacetGroup, vars } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SearchFilter } from '../../lib/search/search-url.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  padding-top: ${vars.space.sm};
`;

/** Side by side with the results from this width; narrower, the facets start folded away. */
export const wideQuery = '(min-width: 60rem)';

const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia(wideQuery).matches;

type FacetsPanelProps = {
  facets: SearchResponse['facetas'];
  filters: readonly SearchFilter[];
  /** The whole new set of filters: OR inside a type, AND across types, as the API counts them. */
  onChange: (filters: SearchFilter[]) => void;
};

/** The answer's facets, each a kit FacetGroup, inside one disclosure that names the filters chosen. */
export function FacetsPanel({ facets, filters, onChange }: FacetsPanelProps) {
  const intl = useIntl();
  const [open] = useState(startsOpen);
  if (facets.length === 0 && filters.length === 0) return null;
  return (
    <Disclosure
      level={2}
      defaultExpanded={open}
      title={
        filters.length > 0
          ? intl.formatMessage(m.filtersCount, { count: filters.length })
          : intl.formatMessage(m.filters)
      }
    >
      <Groups>
        {facets.map((group) => (
          <FacetGroup
            key={group.tipo}
            title={group.descricao}
            values={group.itens.map((item) => ({
              id: item.codigo,
              label: item.descricao,
              count: item.mostrarQtdOriginal ? item.totalSemFiltro : item.total,
            }))}
            selected={filters.filter((filter) => filter.type === group.tipo).map((filter) => filter.code)}
            onChange={(codes) =>
              onChange([
                ...filters.filter((filter) => filter.type !== group.tipo),
                ...codes.map((code) => ({ type: group.tipo, code })),
              ])
            }
          />
        ))}
      </Groups>
    </Disclosure>
  );
}
