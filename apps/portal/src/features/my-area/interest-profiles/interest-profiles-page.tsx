import { EmptyState, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useInterestOptions } from './api/interest-options.ts';
import { useInterestTerms } from './api/interest-terms.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { InterestTermForm } from './interest-term-form.tsx';
import { InterestTermList } from './interest-term-list.tsx';
import { ProfileTitles } from './profile-titles-list.tsx';

/**
 * `/meupergamum/perfil-interesse`: the areas, authors and subjects the patron follows (validity,
 * change it, delete with a confirmation), a form to follow another, and the titles that matched.
 */
export function Component() {
  const intl = useIntl();
  const options = useInterestOptions();
  const terms = useInterestTerms();
  const kinds = Object.fromEntries(
    (options.data?.tiposDSI ?? []).map((kind) => [kind.codigo, kind.descricao]),
  );
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.perfilInteresse)}</MyAreaHeading>
      <Stack gap="xl">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <MyAreaSection id="termos" title={intl.formatMessage(m.terms)} focusable>
          <div aria-busy={terms.isValidating && !terms.data ? true : undefined}>
            <ListState
              query={terms}
              lines={3}
              isEmpty={(data) => data.itens.length === 0}
              empty={
                <EmptyState level={3} title={intl.formatMessage(m.emptyTermsTitle)}>
                  {intl.formatMessage(m.emptyTermsBody)}
                </EmptyState>
              }
            >
              {(data) => <InterestTermList terms={data.itens} kinds={kinds} />}
            </ListState>
          </div>
        </MyAreaSection>
        <MyAreaSection id="novo-termo" title={intl.formatMessage(m.newTerm)}>
          <ListState query={options} lines={3} isEmpty={() => false} empty={null}>
            {(data) => <InterestTermForm options={data} />}
          </ListState>
        </MyAreaSection>
        <ProfileTitles />
      </Stack>
    </>
  );
}
