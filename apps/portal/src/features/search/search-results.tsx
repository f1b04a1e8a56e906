import type { SearchResponse } from '@acervo/contract';
import { Link, Pagination, Skeleton, vars } from '@acervo/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSetAtom } from '../../lib/jotai.ts';
import { searchHistoryRoute, searchLogActionAtom, type SearchLogEntry } from '../../lib/search/search-log.ts';
import { routeAnnouncementAtom } from '../../lib/page/page-heading.tsx';
import {
  linesOf,
  maxPage,
  type SearchFilter,
  type SearchLink,
  type SearchState,
  searchHref,
} from '../../lib/search/search-url.ts';
import { ActiveFilters } from './active-filters.tsx';
import { resultsPerPage, useSearch } from './api/search.ts';
import { FacetsPanel, wideQuery } from './facets-panel.tsx';
import { ResultItem } from './result-item.tsx';
import { NoResults, PastTheEnd, ResultsError } from './result-states.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { wantsResultsFocus } from './search-focus.ts';
import { searchFormMessages } from './search-form-messages.ts';
import { searchHistoryMessages } from './search-history-messages.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

// For the form, which sends a search as this chunk renders (results-preload.ts).
export { preloadSearch } from './api/search.ts';

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 4px;
  }
`;

const Range = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The range on the left, the link to the session's history on the right (wrapping when narrow). */
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.md};
  margin-top: ${vars.space.xs};
`;

/** The range line's place while the first answer loads: a line of text tall, a short phrase wide. */
const RangeSketch = styled.div`
  display: flex;
  align-items: center;
  max-width: 12rem;
  flex: 1 1 auto;
  min-height: calc(1em * ${vars.font.lineHeight.normal});

  > * {
    flex: 1;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.lg};
  margin-top: ${vars.space.md};

  /* Results first, facets beside them on the right (VuFind's layout): focus order is reading order,
     and a keyboard user reaches the titles before some forty facet values. */
  @media ${wideQuery} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 16rem);
    align-items: start;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-display='C'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${vars.space.md};
  }
`;

const Busy = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/**
 * Whether the results heading should take focus when the next answer arrives: after a new search
 * (the form says so in the navigation state) or a new page. Filters and sort leave focus alone.
 * Effects declared before the one that reads it, so a cached answer in the same commit sees it.
 */
function usePendingFocus(page: number) {
  const location = useLocation();
  const pendingRef = useRef(false);
  const firstPageRef = useRef(page);
  useEffect(() => {
    if (wantsResultsFocus(location.state)) pendingRef.current = true;
  }, [location.key, location.state]);
  useEffect(() => {
    if (page !== firstPageRef.current) pendingRef.current = true;
    firstPageRef.current = page;
  }, [page]);
  return pendingRef;
}

/** What the session's search log keeps of an answered search (ADR 118). */
function logEntry(state: SearchState, data: SearchResponse): Omit<SearchLogEntry, 'id'> {
  return {
    campos: linesOf(state).map((line, index) => ({
      termo: line.term,
      campo: line.field,
      ...(index > 0 ? { operador: line.operator } : {}),
    })),
    registros: data.total,
    pesquisa: data.pesquisa,
    url: searchHref({ ...state, page: 1 }),
    base: data.base,
    filtros: data.filtros.map((filter) => filter.descricao),
    quando: new Date().toISOString(),
  };
}

/**
 * A search's results on `/`: heading with the total, range, sort and display, chosen filters,
 * facets, the list (rows or covers), pagination — and the loading, empty and error states. Every
 * change is a new address, so Back and Forward undo and redo it.
 */
export default function SearchResults({ state }: { state: SearchState }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const announce = useSetAtom(routeAnnouncementAtom);
  const log = useSetAtom(searchLogActionAtom);
  const { data, error, isLoading, isValidating, mutate } = useSearch(state);
  const settled = data !== undefined && data !== null && !isLoading;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocusRef = usePendingFocus(state.page);

  const go = (change: Partial<SearchLink>) => void navigate(searchHref({ ...state, ...change }));
  const filter = (filters: SearchFilter[]) => go({ filters, page: 1 });

  const total = data?.total ?? 0;
  const pages = Math.min(Math.ceil(total / resultsPerPage), maxPage);
  const failed = Boolean(error) && !isValidating;
  const loading = !data && !failed;
  const heading = failed
    ? intl.formatMessage(m.errorTitle)
    : !data
      ? intl.formatMessage(searchFormMessages.loadingResults)
      : state.term
        ? intl.formatMessage(m.heading, { total, term: state.term })
        : state.lines?.length
          ? // The advanced lines as the API reads them back ("título: dom casmurro E autor: assis").
            intl.formatMessage(m.heading, { total, term: data.pesquisa })
          : intl.formatMessage(m.browseHeading, { total });

  // Focus lands on the heading, which names the total; otherwise the polite live region says it.
  const answer = failed ? error : settled ? data : null;
  useEffect(() => {
    if (!answer) return;
    // Each search answered goes to the session's log (spec §4: the search is logged after its result).
    if (answer === data && data) log({ type: 'record', entry: logEntry(state, data) });
    if (pendingFocusRef.current) {
      pendingFocusRef.current = false;
      headingRef.current?.focus();
    } else announce(heading);
    // Once per answer: the heading's words follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const first = (state.page - 1) * resultsPerPage + 1;
  const last = Math.min(state.page * resultsPerPage, total);
  const number = (value: number) => intl.formatNumber(value);

  let body;
  if (failed) body = <ResultsError error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <ResultsSkeleton />;
  else if (data.total === 0) body = <NoResults state={state} />;
  else if (data.data.length === 0) body = <PastTheEnd state={state} pages={pages} />;
  else
    body = (
      <>
        <List data-display={state.display} aria-labelledby={headingId}>
          {data.data.map((hit) => (
            <li key={hit.cod_acervo}>
              <ResultItem hit={hit} display={state.display} />
            </li>
          ))}
        </List>
        <Pagination
          page={state.page}
          pageCount={pages}
          getPageHref={(page) => searchHref({ ...state, page })}
          aria-label={intl.formatMessage(m.pagination)}
        />
      </>
    );

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      {/* While the first answer loads, the range is sketched and the toolbar (which needs only the
          address) is drawn, so the results arrive where they are shown and nothing moves. */}
      <Meta>
        {data && data.data.length > 0 ? (
          <Range>
            {intl.formatMessage(m.range, { first: number(first), last: number(last), total: number(total) })}
          </Range>
        ) : loading ? (
          <RangeSketch>
            <Skeleton />
          </RangeSketch>
        ) : (
          <span />
        )}
        <Link href={searchHistoryRoute}>{intl.formatMessage(searchHistoryMessages.link)}</Link>
      </Meta>
      {loading || (data && data.total > 0) ? (
        <ResultsToolbar
          state={state}
          onSort={(sort, descending) => go({ sort, descending, page: 1 })}
          onDisplay={(display) => go({ display })}
        />
      ) : null}
      <ActiveFilters filters={state.filters} described={data?.filtros} onChange={filter} />
      <Columns>
        <Busy aria-busy={isLoading || isValidating}>{body}</Busy>
        <div>
          <FacetsPanel facets={data?.facetas ?? []} filters={state.filters} onChange={filter} />
        </div>
      </Columns>
    </section>
  );
}
