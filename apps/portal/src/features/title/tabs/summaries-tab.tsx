import { Heading, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useTitleSummaries } from '../api/title-summaries.ts';
import { ContentsList } from './contents-list.tsx';
import { summariesMessages as m } from './tab-messages.ts';

/**
 * Tables of contents: `issues` lists each periodical issue's (newest first), `book` the work's own
 * contents note. Both come from one answer; an entry with a collection (`codPar`) is an issue's.
 */
export function SummariesTab({ codAcervo, kind }: { codAcervo: number; kind: 'issues' | 'book' }) {
  const intl = useIntl();
  const { data, error, mutate } = useTitleSummaries(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={6} />;
  const summaries = data.sumarios.filter((summary) => (summary.codPar !== null) === (kind === 'issues'));
  if (summaries.length === 0)
    return <Text>{intl.formatMessage(kind === 'issues' ? m.noIssueContents : m.noBookContents)}</Text>;
  return (
    <Stack gap="lg">
      {summaries.map((summary, index) => {
        const headingId = `summary-${kind}-${index}`;
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <Stack gap="sm">
              <Heading level={3} id={headingId}>
                {summary.descricao}
              </Heading>
              <ContentsList entries={summary.itens} />
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
