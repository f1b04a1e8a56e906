import { NativeSelect, Pagination, Text, VisuallyHidden, vars } from '@acervo/ui';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSetAtom } from '../../lib/jotai.ts';
import { PageHeading, routeAnnouncementAtom } from '../../lib/page/page-heading.tsx';
import { maxPage } from '../../lib/search/search-url.ts';
import { useLimitOptions } from './api/limit-options.ts';
import {
  type AcquisitionPeriod,
  acquisitionPeriods,
  defaultAcquisitionPeriod,
  type NewAcquisitionsQuery,
  useNewAcquisitions,
} from './api/new-acquisitions.ts';
import { resultsPerPage } from './api/search.ts';
import { newAcquisitionsMessages as m } from './new-acquisitions-messages.ts';
import { ResultItem } from './result-item.tsx';
import { ResultsError } from './result-states.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { searchResultsMessages } from './search-results-messages.ts';

export const newAcquisitionsRoute = '/novas-aquisicoes';

/** The screen's state lives in the address (`dias`, `biblioteca`, `paginaAtiva`), so Back undoes. */
export function parseNewAcquisitions(params: URLSearchParams): NewAcquisitionsQuery {
  const days = Number(params.get('dias'));
  const page = Math.trunc(Number(params.get('paginaAtiva')));
  return {
    days: acquisitionPeriods.includes(days as AcquisitionPeriod)
      ? (days as AcquisitionPeriod)
      : defaultAcquisitionPeriod,
    library: params.get('biblioteca') || undefined,
    page: page >= 1 && page <= maxPage ? page : 1,
  };
}

export function newAcquisitionsHref(query: Partial<NewAcquisitionsQuery>): string {
  const params = new URLSearchParams();
  if (query.days && query.days !== defaultAcquisitionPeriod) params.set('dias', String(query.days));
  if (query.library) params.set('biblioteca', query.library);
  if (query.page && query.page > 1) params.set('paginaAtiva', String(query.page));
  const search = params.toString();
  return search ? `${newAcquisitionsRoute}?${search}` : newAcquisitionsRoute;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin-block: ${vars.space.md};

  > * {
    flex: 1 1 14rem;
    max-width: 20rem;
  }
`;

const Count = styled.h2`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.font.size.lg};
`;

/* The covers grid, as new acquisitions open in display 'C' (screens: the result item). */
const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.lg};
  padding: 0;
  list-style: none;
`;

const Busy = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/**
 * `/novas-aquisicoes`: the titles that reached the catalogue in the chosen period (the latest 30 to
 * 365 days, counted back from its newest copy), of one library or all, newest first, as covers —
 * each the search's own result item, with its basket toggle.
 */
export function NewAcquisitionsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = parseNewAcquisitions(params);
  const headingId = useId();
  const announce = useSetAtom(routeAnnouncementAtom);
  const libraries = useLimitOptions().data?.B ?? [];
  const { data, error, isLoading, isValidating, mutate } = useNewAcquisitions(query);
  const failed = Boolean(error) && !isValidating;
  const total = data?.total ?? 0;
  const pages = Math.min(Math.ceil(total / resultsPerPage), maxPage);
  const count = intl.formatMessage(m.count, { total });

  // A new answer's count is said politely (the page heading keeps the focus).
  useEffect(() => {
    if (data && !isLoading) announce(count);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const go = (change: Partial<NewAcquisitionsQuery>) =>
    void navigate(newAcquisitionsHref({ ...query, page: 1, ...change }));

  let body;
  if (failed) {
    body = (
      <ResultsError
        error={error}
        onRetry={() => void mutate()}
        title={intl.formatMessage(m.errorTitle)}
        level={2}
      />
    );
  } else if (!data) {
    body = (
      <>
        <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
        <ResultsSkeleton />
      </>
    );
  } else if (data.total === 0 || data.data.length === 0) {
    body = (
      <>
        <Count id={headingId}>{intl.formatMessage(m.emptyTitle)}</Count>
        <Text>{intl.formatMessage(m.emptyHint)}</Text>
      </>
    );
  } else {
    const first = (query.page - 1) * resultsPerPage + 1;
    const last = Math.min(query.page * resultsPerPage, total);
    body = (
      <>
        <Count id={headingId}>{count}</Count>
        <Text tone="muted">
          {intl.formatMessage(searchResultsMessages.range, {
            first: intl.formatNumber(first),
            last: intl.formatNumber(last),
            total: intl.formatNumber(total),
          })}
        </Text>
        <Grid aria-label={intl.formatMessage(m.listLabel)}>
          {data.data.map((hit) => (
            <li key={hit.cod_acervo}>
              <ResultItem hit={hit} display="C" />
            </li>
          ))}
        </Grid>
        <Pagination
          page={query.page}
          pageCount={pages}
          getPageHref={(page) => newAcquisitionsHref({ ...query, page })}
          aria-label={intl.formatMessage(m.pagination)}
        />
      </>
    );
  }

  const heading = intl.formatMessage(m.heading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Filters role="group" aria-label={intl.formatMessage(m.filters)}>
        {/* The browser's selects: short lists that only set a value, so the page carries no
            listbox code (budgets.ts). */}
        <NativeSelect
          name="dias"
          label={intl.formatMessage(m.period)}
          options={acquisitionPeriods.map((days) => ({
            id: String(days),
            name: intl.formatMessage(m.periodDays, { days }),
          }))}
          value={String(query.days)}
          onChange={(value) => go({ days: Number(value) as AcquisitionPeriod })}
        />
        <NativeSelect
          name="biblioteca"
          label={intl.formatMessage(m.library)}
          options={[{ id: '', name: intl.formatMessage(m.allLibraries) }, ...libraries]}
          value={query.library ?? ''}
          onChange={(value) => go({ library: value || undefined })}
        />
      </Filters>
      <Busy aria-busy={isLoading || isValidating}>{body}</Busy>
    </>
  );
}
