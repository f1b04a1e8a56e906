import { vars } from '@acervo/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { pageMessages } from '../../lib/page/page-messages.ts';

const m = defineMessages({
  heading: defineMessage<{ codAutoridade: number }>({
    id: 'authority.heading',
    defaultMessage: 'Autoridade {codAutoridade}',
  }),
  tabs: { id: 'authority.tabs', defaultMessage: 'Seções da autoridade' },
  record: { id: 'authority.tab.record', defaultMessage: 'Registro' },
  marc: { id: 'authority.tab.marc', defaultMessage: 'MARC' },
});

const Tabs = styled.ul`
  display: flex;
  gap: ${vars.space.md};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.target};
    color: ${vars.color.accent};
  }
  a[aria-current='page'] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
  }
`;

/** The authority record frame: default tab and the MARC tab (spec §2); content in a later issue. */
export function AuthorityPage({ codAutoridade, tab }: { codAutoridade: number; tab: 'registro' | 'marc' }) {
  const intl = useIntl();
  const heading = intl.formatMessage(m.heading, { codAutoridade });
  const tabName = intl.formatMessage(tab === 'marc' ? m.marc : m.record);
  const base = `/autoridade/${codAutoridade}`;
  return (
    <article>
      <PageHeading title={intl.formatMessage(pageMessages.section, { section: tabName, page: heading })}>
        {heading}
      </PageHeading>
      <nav aria-label={intl.formatMessage(m.tabs)}>
        <Tabs>
          <li>
            <Link to={base} aria-current={tab === 'registro' ? 'page' : undefined}>
              {intl.formatMessage(m.record)}
            </Link>
          </li>
          <li>
            <Link to={`${base}/marc`} aria-current={tab === 'marc' ? 'page' : undefined}>
              {intl.formatMessage(m.marc)}
            </Link>
          </li>
        </Tabs>
      </nav>
      <h2>{tabName}</h2>
    </article>
  );
}
