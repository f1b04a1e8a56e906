import { Button, EmptyState, Link, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { searchHref, type SearchState } from '../../lib/search/search-url.ts';
import { useCorrection } from './api/correction.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

const DidYouMean = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space.xs};
`;

/**
 * A failed search: what went wrong in the spec's words (spec §8), and a retry that keeps the search.
 * `title` names what failed when the server gives no reason.
 */
export function ResultsError({
  error,
  onRetry,
  title,
  level = 3,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** The heading level: 3 under the results heading, 2 where it stands for the list. */
  level?: 2 | 3;
}) {
  const intl = useIntl();
  return (
    <EmptyState
      title={describeApiError(error, intl)?.message ?? title ?? intl.formatMessage(m.errorTitle)}
      level={level}
      actions={
        <Button variant="primary" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    />
  );
}

/** Nothing found: say so, and offer the next steps that can widen the search. */
export function NoResults({ state }: { state: SearchState }) {
  const intl = useIntl();
  // A failed correction just leaves the line out: the empty state already says what to do.
  const suggestion = useCorrection(state.term, state.field).data?.sugestao;
  return (
    <EmptyState
      title={intl.formatMessage(m.emptyTitle)}
      level={3}
      actions={
        <>
          {state.filters.length > 0 ? (
            <Link
              href={searchHref({
                term: state.term,
                field: state.field,
                display: state.display,
                lines: state.lines,
                advanced: state.advanced,
              })}
            >
              {intl.formatMessage(m.clearFilters)}
            </Link>
          ) : null}
          {state.term && state.field !== 'livre' ? (
            <Link href={searchHref({ ...state, field: 'livre', page: 1 })}>
              {intl.formatMessage(m.emptyTryAllFields)}
            </Link>
          ) : null}
        </>
      }
    >
      {suggestion ? (
        <DidYouMean>
          <span>{intl.formatMessage(m.didYouMean)}</span>
          <Link href={searchHref({ term: suggestion.texto, field: state.field, display: state.display })}>
            {suggestion.texto}
          </Link>
        </DidYouMean>
      ) : null}
      <p>{intl.formatMessage(m.emptyHint)}</p>
      {state.filters.length > 0 ? <p>{intl.formatMessage(m.emptyHintFilters)}</p> : null}
    </EmptyState>
  );
}

/** A page number past the last page (a stale or edited address): the way back to the first. */
export function PastTheEnd({ state, pages }: { state: SearchState; pages: number }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.pastTheEnd, { page: state.page, pages })}
      level={3}
      actions={<Link href={searchHref({ ...state, page: 1 })}>{intl.formatMessage(m.firstPage)}</Link>}
    />
  );
}
