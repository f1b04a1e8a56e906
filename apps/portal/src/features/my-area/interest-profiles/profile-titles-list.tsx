import { EmptyState, Link, Text, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useProfileTitles } from './api/profile-titles.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { stackedList } from './profile-item-parts.tsx';

const Titles = styled.ul`
  ${stackedList}

  > li {
    padding-bottom: ${vars.space.sm};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  }
`;

/** The titles that matched the profile items in force (newest first), each with why it matched. */
export function ProfileTitles() {
  const intl = useIntl();
  const titles = useProfileTitles();
  return (
    <MyAreaSection id="titulos-perfil" title={intl.formatMessage(m.titles)}>
      <div aria-busy={titles.isValidating && !titles.data ? true : undefined}>
        <ListState
          query={titles}
          lines={4}
          isEmpty={(data) => data.titulos.length === 0}
          empty={
            <EmptyState level={3} title={intl.formatMessage(m.emptyTitlesTitle)}>
              {intl.formatMessage(m.emptyTitlesBody)}
            </EmptyState>
          }
        >
          {(data) => (
            <Titles aria-label={intl.formatMessage(m.titles)}>
              {data.titulos.map((title) => (
                <li key={`${title.codAcervo}-${title.motivo}`}>
                  <Link href={`/acervo/${title.codAcervo}`}>{title.titulo}</Link>
                  {title.autor || title.ano ? (
                    <Text>{[title.autor, title.ano].filter(Boolean).join(' · ')}</Text>
                  ) : null}
                  <Text size="sm">
                    {intl.formatMessage(m.matched, {
                      motive: title.motivo,
                      date: formatDateTime(intl, title.incluidoEm),
                    })}
                  </Text>
                </li>
              ))}
            </Titles>
          )}
        </ListState>
      </div>
    </MyAreaSection>
  );
}
