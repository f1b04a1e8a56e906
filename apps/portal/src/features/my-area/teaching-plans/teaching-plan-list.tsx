import type { z } from 'zod';
import type { teachingPlanResponseSchema } from '@acervo/contract';
import { Badge, Heading, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { teachingPlansMessages as m } from './teaching-plans-messages.ts';

type Plan = z.infer<typeof teachingPlanResponseSchema>['planos'][number];
type Item = Plan['bibliografia'][number];

const Plans = styled.ol`
  display: grid;
  gap: ${vars.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.bold};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
  }
`;

const Titles = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${vars.space.xs};
    padding: ${vars.space.sm} 0;
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
    overflow-wrap: anywhere;
  }
`;

/** The plans found, each with its facts and its basic and complementary bibliography. */
export function TeachingPlanList({ plans }: { plans: Plan[] }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text>{intl.formatMessage(m.found, { count: plans.length })}</Text>
      <Plans>
        {plans.map((plan) => (
          <li key={plan.codigo}>
            <PlanItem plan={plan} />
          </li>
        ))}
      </Plans>
    </Stack>
  );
}

function PlanItem({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const headingId = `plano-${plan.codigo}`;
  const basic = plan.bibliografia.filter((item) => item.tipo === 'basica');
  const complementary = plan.bibliografia.filter((item) => item.tipo === 'complementar');
  return (
    <article aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={3} id={headingId}>
          {intl.formatMessage(m.planTitle, {
            code: plan.disciplina.codigo,
            name: plan.disciplina.nome,
            term: intl.formatMessage(m.termValue, { year: plan.ano, semester: plan.semestre }),
          })}
        </Heading>
        <Facts>
          <div>
            <dt>{intl.formatMessage(m.department)}</dt>
            <dd>{plan.departamento.descricao}</dd>
          </div>
          {plan.periodo ? (
            <div>
              <dt>{intl.formatMessage(m.period)}</dt>
              <dd>{intl.formatMessage(m.periodOption, { period: plan.periodo })}</dd>
            </div>
          ) : null}
          {plan.professor ? (
            <div>
              <dt>{intl.formatMessage(m.professor)}</dt>
              <dd>{plan.professor}</dd>
            </div>
          ) : null}
        </Facts>
        {plan.bibliografia.length === 0 ? <Text>{intl.formatMessage(m.noBibliography)}</Text> : null}
        {basic.length > 0 ? <TitleGroup title={intl.formatMessage(m.basic)} items={basic} /> : null}
        {complementary.length > 0 ? (
          <TitleGroup title={intl.formatMessage(m.complementary)} items={complementary} />
        ) : null}
      </Stack>
    </article>
  );
}

function TitleGroup({ title, items }: { title: string; items: Item[] }) {
  return (
    <Stack gap="xs">
      <Heading level={4}>{title}</Heading>
      <Titles aria-label={title}>
        {items.map((item) => (
          <li key={item.codAcervo}>
            <TitleItem item={item} />
          </li>
        ))}
      </Titles>
    </Stack>
  );
}

function TitleItem({ item }: { item: Item }) {
  const intl = useIntl();
  const byline = [item.autor, item.ano].filter(Boolean).join(' · ');
  return (
    <>
      <Link href={`/acervo/${item.codAcervo}`}>{item.titulo}</Link>
      {byline ? <Text>{byline}</Text> : null}
      <div>
        {item.exemplares === 0 ? (
          <Badge>{intl.formatMessage(m.noCopies)}</Badge>
        ) : item.disponiveis > 0 ? (
          <Badge tone="success">
            {intl.formatMessage(m.available, { available: item.disponiveis, total: item.exemplares })}
          </Badge>
        ) : (
          <Inline gap="sm">
            <Badge tone="warning">{intl.formatMessage(m.noneAvailable)}</Badge>
            {item.proximaDevolucao ? (
              <Text>
                {intl.formatMessage(m.nextReturn, { date: formatIsoDate(intl, item.proximaDevolucao) })}
              </Text>
            ) : null}
          </Inline>
        )}
      </div>
    </>
  );
}
