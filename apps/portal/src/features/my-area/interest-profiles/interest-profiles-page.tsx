import { EmptyState, Stack, Text } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useInterestOptions } from './api/interest-options.ts';
import { useInterestTerms } from './api/interest-terms.ts';
import { usePeriodicals } from './api/periodicals.ts';
import { useWorkTypes } from './api/work-types.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import { InterestTermForm } from './interest-term-form.tsx';
import { InterestTermList } from './interest-term-list.tsx';
import { PeriodicalForm } from './periodical-form.tsx';
import { PeriodicalList } from './periodical-list.tsx';
import { ProfileTitles } from './profile-titles-list.tsx';
import { WorkTypeForm } from './work-type-form.tsx';
import { WorkTypeList } from './work-type-list.tsx';

/**
 * `/meupergamum/perfil-interesse`: the three kinds of profile item (areas, authors and subjects;
 * periodicals; work types), each listed with its validity (change it, delete with a confirmation)
 * and with a form to follow another, then the titles that matched.
 */
export function Component() {
  const intl = useIntl();
  const options = useInterestOptions();
  const terms = useInterestTerms();
  const periodicals = usePeriodicals();
  const workTypes = useWorkTypes();
  const kinds = Object.fromEntries(
    (options.data?.tiposDSI ?? []).map((kind) => [kind.codigo, kind.descricao]),
  );
  const withOptions = (form: (data: NonNullable<typeof options.data>) => ReactNode) => (
    <ListState query={options} lines={3} isEmpty={() => false} empty={null}>
      {form}
    </ListState>
  );
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.perfilInteresse)}</MyAreaHeading>
      <Stack gap="xl">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <FollowedItems
          id="termos"
          title={intl.formatMessage(m.terms)}
          query={terms}
          lines={3}
          emptyTitle={intl.formatMessage(m.emptyTermsTitle)}
          emptyBody={intl.formatMessage(m.emptyTermsBody)}
        >
          {(items) => <InterestTermList terms={items} kinds={kinds} />}
        </FollowedItems>
        <MyAreaSection id="novo-termo" title={intl.formatMessage(m.newTerm)}>
          {withOptions((data) => (
            <InterestTermForm options={data} />
          ))}
        </MyAreaSection>
        <FollowedItems
          id="periodicos"
          title={intl.formatMessage(m.periodicals)}
          query={periodicals}
          lines={2}
          emptyTitle={intl.formatMessage(m.emptyPeriodicalsTitle)}
          emptyBody={intl.formatMessage(m.emptyPeriodicalsBody)}
        >
          {(items) => <PeriodicalList items={items} options={options.data} />}
        </FollowedItems>
        <MyAreaSection id="novo-periodico" title={intl.formatMessage(m.newPeriodical)}>
          {withOptions((data) => (
            <PeriodicalForm options={data} />
          ))}
        </MyAreaSection>
        <FollowedItems
          id="tipos-obra"
          title={intl.formatMessage(m.workTypes)}
          query={workTypes}
          lines={2}
          emptyTitle={intl.formatMessage(m.emptyWorkTypesTitle)}
          emptyBody={intl.formatMessage(m.emptyWorkTypesBody)}
        >
          {(items) => <WorkTypeList items={items} options={options.data} />}
        </FollowedItems>
        <MyAreaSection id="novo-tipo-obra" title={intl.formatMessage(m.newWorkType)}>
          {withOptions((data) => (
            <WorkTypeForm options={data} />
          ))}
        </MyAreaSection>
        <ProfileTitles />
      </Stack>
    </>
  );
}

/**
 * One kind's items: a section focus can return to (after a delete), busy while they first load,
 * its empty state when there are none, else the list.
 */
function FollowedItems<T>({
  id,
  title,
  query,
  lines,
  emptyTitle,
  emptyBody,
  children,
}: {
  id: string;
  title: string;
  query: { data?: { itens: T[] }; error?: unknown; isValidating: boolean; mutate: () => unknown };
  lines: number;
  emptyTitle: string;
  emptyBody: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <MyAreaSection id={id} title={title} focusable>
      <div aria-busy={query.isValidating && !query.data ? true : undefined}>
        <ListState
          query={query}
          lines={lines}
          isEmpty={(data) => data.itens.length === 0}
          empty={
            <EmptyState level={3} title={emptyTitle}>
              {emptyBody}
            </EmptyState>
          }
        >
          {(data) => children(data.itens)}
        </ListState>
      </div>
    </MyAreaSection>
  );
}
