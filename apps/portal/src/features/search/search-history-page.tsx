import { Button, EmptyState, Heading, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { libraryTimeZone } from '../../lib/dates/dates.ts';
import { ClearListButton, focusAfterRemoval } from '../../lib/lists/clear-list.tsx';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { searchLogActionAtom, searchLogAtom, type SearchLogEntry } from '../../lib/search/search-log.ts';
import { searchHistoryMessages as m } from './search-history-messages.ts';

const Searches = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.xs} ${vars.space.md};
    padding-block: ${vars.space.sm};
  }
  > li + li {
    border-top: 1px solid ${vars.color.borderSubtle};
  }
`;

/** The search's words and its facts, beside its remove button; long words break rather than overflow. */
const What = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A search in words: the API's reading of it, or, for a browse by filters alone, the filters. */
function useSearchName() {
  const intl = useIntl();
  return (entry: SearchLogEntry) =>
    entry.pesquisa || entry.filtros.join(', ') || intl.formatMessage(m.browse);
}

function HistoryLine({ entry, onRemoved }: { entry: SearchLogEntry; onRemoved: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const act = useSetAtom(searchLogActionAtom);
  const name = useSearchName()(entry);
  const facts = [
    intl.formatMessage(m.found, { count: entry.registros }),
    entry.pesquisa && entry.filtros.length > 0
      ? intl.formatMessage(m.filters, { filters: entry.filtros.join(', ') })
      : '',
    intl.formatMessage(m.ranAt, {
      time: intl.formatTime(entry.quando, { timeZone: libraryTimeZone, hour: '2-digit', minute: '2-digit' }),
    }),
  ].filter(Boolean);
  return (
    <>
      <What>
        {/* The link runs the search again: its results page, at its first page. */}
        <Link href={entry.url}>{name}</Link>
        <Text tone="muted">{facts.join(' · ')}</Text>
      </What>
      <Button
        variant="secondary"
        aria-label={intl.formatMessage(m.removeNamed, { search: name })}
        onPress={() => {
          act({ type: 'remove', id: entry.id });
          notify('success', intl.formatMessage(m.removed, { search: name }));
          onRemoved();
        }}
      >
        {intl.formatMessage(m.remove)}
      </Button>
    </>
  );
}

/**
 * The search history (ADR 118): the searches of this browser session, newest first, each a link
 * that runs it again, removable one by one or all at once after a confirmation.
 */
export function SearchHistoryPage() {
  const intl = useIntl();
  const log = useAtomValue(searchLogAtom);
  const clearLog = useSetAtom(searchLogActionAtom);
  const listHeadingId = useId();
  const heading = intl.formatMessage(m.heading);

  return (
    <Stack gap="lg">
      <div>
        <PageHeading title={heading}>{heading}</PageHeading>
        <Text measure>{intl.formatMessage(m.intro)}</Text>
      </div>
      {log.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          actions={<Link href="/">{intl.formatMessage(m.emptyAction)}</Link>}
        >
          {intl.formatMessage(m.emptyBody)}
        </EmptyState>
      ) : (
        <section aria-labelledby={listHeadingId}>
          <Stack gap="sm">
            <Inline gap="md" align="center" justify="space-between" wrap>
              <Heading level={2} id={listHeadingId} tabIndex={-1}>
                {intl.formatMessage(m.count, { count: log.length })}
              </Heading>
              <ClearListButton
                count={log.length}
                messages={m}
                onClear={() => {
                  clearLog({ type: 'clear' });
                  focusAfterRemoval(listHeadingId);
                }}
              />
            </Inline>
            <Searches aria-labelledby={listHeadingId}>
              {log.map((entry) => (
                <li key={entry.id}>
                  <HistoryLine entry={entry} onRemoved={() => focusAfterRemoval(listHeadingId)} />
                </li>
              ))}
            </Searches>
          </Stack>
        </section>
      )}
    </Stack>
  );
}
