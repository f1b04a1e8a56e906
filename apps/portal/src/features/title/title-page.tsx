import { type TitleTabPath, titleTabs } from '@acervo/contract';
import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { pageMessages } from '../../lib/page/page-messages.ts';
import { titleMessages as m } from './title-messages.ts';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
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

/** The tab code a title sub-path selects (spec §2); null is the default details view. */
export function selectedTabCode(tab: TitleTabPath | null): (typeof titleTabs)[TitleTabPath] | null {
  return tab ? titleTabs[tab] : null;
}

/**
 * The title detail frame: heading and the eleven tab sub-paths, each selecting its tab code. The
 * catalogue screens fill the content (a later issue).
 */
export function TitlePage({ codAcervo, tab }: { codAcervo: number; tab: TitleTabPath | null }) {
  const intl = useIntl();
  const heading = intl.formatMessage(m.heading, { codAcervo });
  const base = `/acervo/${codAcervo}`;
  const tabName = intl.formatMessage(tab ? m[tab] : m.details);
  return (
    <article data-tab-code={selectedTabCode(tab) ?? 'detalhes'}>
      <PageHeading title={intl.formatMessage(pageMessages.section, { section: tabName, page: heading })}>
        {heading}
      </PageHeading>
      <nav aria-label={intl.formatMessage(m.tabs)}>
        <Tabs>
          <li>
            <Link to={base} aria-current={tab === null ? 'page' : undefined}>
              {intl.formatMessage(m.details)}
            </Link>
          </li>
          {(Object.keys(titleTabs) as TitleTabPath[]).map((path) => (
            <li key={path}>
              <Link to={`${base}/${path}`} aria-current={tab === path ? 'page' : undefined}>
                {intl.formatMessage(m[path])}
              </Link>
            </li>
          ))}
        </Tabs>
      </nav>
      <h2>{tabName}</h2>
    </article>
  );
}
