import type { summaryEntrySchema } from '@acervo/contract';
import { Text, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { kardexMessages as m } from './tab-messages.ts';

type Entry = z.infer<typeof summaryEntrySchema>;

const Entries = styled.ol`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding-inline-start: ${vars.space.lg};

  li {
    overflow-wrap: anywhere;
  }
`;

const EntryTitle = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

/** A table of contents as printed: each entry's title, then its authors and pages. */
export function ContentsList({ entries }: { entries: Entry[] }) {
  const intl = useIntl();
  return (
    <Entries>
      {entries.map((entry) => (
        <li key={entry.seqSec}>
          <EntryTitle>{entry.titulo}</EntryTitle>
          {entry.autores || entry.paginas ? (
            <Text size="sm" tone="muted">
              {[entry.autores, entry.paginas && intl.formatMessage(m.pages, { pages: entry.paginas })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </li>
      ))}
    </Entries>
  );
}
