import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { hasSearch, parseSearchParams } from '../../lib/search/search-url.ts';
import { SearchForm } from './search-form.tsx';
import { searchFormMessages } from './search-form-messages.ts';
import { termProblem } from './search-terms.ts';

// The results weigh a page of their own: they load when an address asks for them (their
// skeletons come with them, keeping the first page light).
const SearchResults = lazy(() => import('./search-results.tsx'));

/** The search the address holds, read leniently (search-url.ts). */
function useSearchAddress() {
  const [params] = useSearchParams();
  const search = parseSearchParams(params);
  return { search, refused: search.term ? termProblem(search.term) : null };
}

/** The document's name while a search is on screen ("Pesquisa: brasil"), else undefined. */
export function useSearchTitle(): string | undefined {
  const intl = useIntl();
  const { search } = useSearchAddress();
  return search.term
    ? intl.formatMessage(searchFormMessages.documentTitle, { term: search.term })
    : undefined;
}

/**
 * The search form and, when the address holds a search that can run, its results. A search that
 * cannot run (every word too short) is explained under the field and never sent.
 */
export function SearchSection() {
  const intl = useIntl();
  const { search, refused } = useSearchAddress();
  return (
    <>
      <SearchForm
        // Back and Forward change the search on screen: the form starts again from it.
        key={`${search.field}:${search.term}`}
        term={search.term}
        field={search.field}
        display={search.display}
        refused={refused}
      />
      {hasSearch(search) && !refused ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(searchFormMessages.loadingResults)}</p>}>
          <SearchResults state={search} />
        </Suspense>
      ) : null}
    </>
  );
}
