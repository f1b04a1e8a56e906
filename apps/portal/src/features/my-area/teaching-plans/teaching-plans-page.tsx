import { EmptyState, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { type TeachingPlanFilters, useTeachingPlanBibliography } from './api/teaching-plan-bibliography.ts';
import { useTeachingPlanOptions } from './api/teaching-plan-options.ts';
import { filterNames, TeachingPlanFilterForm } from './teaching-plan-filters.tsx';
import { TeachingPlanList } from './teaching-plan-list.tsx';
import { teachingPlansMessages as m } from './teaching-plans-messages.ts';

/** The filters in the address; null when none is set (nothing is searched yet). */
function readFilters(params: URLSearchParams): TeachingPlanFilters | null {
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name)?.trim() ?? '']).filter(([, value]) => value),
  ) as TeachingPlanFilters;
  return Object.keys(filters).length > 0 ? filters : null;
}

/** `/meupergamum/plano-ensino`: find a discipline's teaching plan; its bibliography with availability. */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const options = useTeachingPlanOptions();
  const plans = useTeachingPlanBibliography(filters);
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.planoEnsino)}</MyAreaHeading>
      <Stack gap="xl">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <MyAreaSection id="filtros" title={intl.formatMessage(m.filters)}>
          <TeachingPlanFilterForm
            options={options.data}
            initial={filters ?? {}}
            onSearch={(next) => setParams(next, { replace: false })}
          />
        </MyAreaSection>
        {filters ? (
          <MyAreaSection id="planos" title={intl.formatMessage(m.results)}>
            <div aria-busy={plans.isValidating && !plans.data ? true : undefined}>
              <ListState
                query={plans}
                lines={8}
                isEmpty={(data) => data.planos.length === 0}
                empty={
                  <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
                    {intl.formatMessage(m.emptyBody)}
                  </EmptyState>
                }
              >
                {(data) => <TeachingPlanList plans={data.planos} />}
              </ListState>
            </div>
          </MyAreaSection>
        ) : null}
      </Stack>
    </>
  );
}
