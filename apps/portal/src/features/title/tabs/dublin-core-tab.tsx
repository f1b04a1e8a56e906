import { Text, vars } from '@acervo/ui';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTitleDublinCore } from '../api/title-dublin-core.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { dublinCoreMessages as m } from './tab-messages.ts';

const Elements = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;

  dt {
    font-family: ${vars.font.familyMono};
    font-weight: ${vars.font.weight.bold};
  }
  dt,
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  /* Narrow screens: each element above its values. */
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${vars.space.sm};
    }
  }
`;

/** An element as the DC namespace writes it (`dc:title`): a name, not a sentence to translate. */
const qualifiedName = (element: string) => `dc:${element}`;

/** The record as Dublin Core elements (`dc:title`, `dc:creator`…), each with its values. */
export function DublinCoreTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useTitleDublinCore(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={6} />;
  const elements = Object.entries(data).filter(([, values]) => values.length > 0);
  if (elements.length === 0) return <Text>{intl.formatMessage(m.empty)}</Text>;
  return (
    <Elements>
      {elements.map(([element, values]) => (
        <Fragment key={element}>
          <dt>{qualifiedName(element)}</dt>
          <dd>
            {values.map((value, index) => (
              <div key={index}>{value}</div>
            ))}
          </dd>
        </Fragment>
      ))}
    </Elements>
  );
}
