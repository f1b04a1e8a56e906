import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { hasSearch, linesOf, parseSearchParams } from '../../lib/search/search-url.ts';
import { resultsForLazy } from './results-preload.ts';
import { readDraft, simpleOf } from './search-draft.ts';
import { SearchForm } from './search-form.tsx';
import { searchFormMessages } from './search-form-messages.ts';
import { termProblem } from './search-terms.ts';

// The results weigh a page of their own: they load when an address asks for them, or when the
// patron reaches the form (results-preload.ts).
const SearchResults = lazy(resultsForLazy);
// The advanced form is its own chunk too: most visitors never open it.
const AdvancedSearchForm = lazy(() => import('./advanced-search-form.tsx'));

/** The search the address holds, read leniently (search-url.ts). */
function useSearchAddress() {
  const [params] = useSearchParams();
  const search = parseSearchParams(params);
  const lines = search.lines ?? [];
  // Advanced lines run when at least one of them can (the others are the API's to ignore).
  const refused = search.term
    ? termProblem(search.term)
    : lines.length > 0 && lines.every((line) => termProblem(line.term))
      ? termProblem(lines[0]!.term)
      : null;
  return { search, refused };
}

/** The document's name while a search is on screen ("Pesquisa: brasil"), else undefined. */
export function useSearchTitle(): string | undefined {
  const intl = useIntl();
  const { search } = useSearchAddress();
  const term =
    search.term ||
    linesOf(search)
      .map((line) => line.term)
      .join(' ');
  return term ? intl.formatMessage(searchFormMessages.documentTitle, { term }) : undefined;
}

/**
 * The search form and, when the address holds a search that can run, its results. A search that
 * cannot run (every word too short) is explained under the field and never sent.
 */
export function SearchSection() {
  const intl = useIntl();
  const { search, refused } = useSearchAddress();
  const location = useLocation();
  const draft = readDraft(location.state);
  const simple = (draft && simpleOf(draft)) ?? { term: search.term, field: search.field };
  return (
    <>
      {search.advanced ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(searchFormMessages.loadingAdvanced)}</p>}>
          <AdvancedSearchForm
            // Back and Forward change the search on screen: the form starts again from it.
            key={JSON.stringify([
              linesOf(search),
              search.yearFrom,
              search.yearTo,
              search.filters.filter((filter) => ['B', 'T', 'I'].includes(filter.type)),
            ])}
            state={search}
            initialLines={draft ? draft.lines : linesOf(search)}
          />
        </Suspense>
      ) : (
        <SearchForm
          key={`${simple.field}:${simple.term}`}
          term={simple.term}
          field={simple.field}
          display={search.display}
          refused={draft ? null : refused}
        />
      )}
      {hasSearch(search) && !refused ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(searchFormMessages.loadingResults)}</p>}>
          <SearchResults state={search} />
        </Suspense>
      ) : null}
    </>
  );
}
