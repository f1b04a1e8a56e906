import { type TitleTabPath, titleTabs } from '@acervo/contract';
import { Stack, Tab, TabList, TabPanel, Tabs, visuallyHidden } from '@acervo/ui';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { keepFocusState, PageHeading } from '../../lib/page/page-heading.tsx';
import { pageMessages } from '../../lib/page/page-messages.ts';
import { useTitleDetail } from './api/title-detail.ts';
import { SectionFailed, SectionLoading } from '../../lib/page/section-state.tsx';
import { TitleHeader } from './title-header.tsx';
import { titleMessages as m } from './title-messages.ts';
import { TitleTabContent } from './title-tab-content.tsx';

/** The tab code a title sub-path selects (spec §2); null is the default details view. */
export function selectedTabCode(tab: TitleTabPath | null): (typeof titleTabs)[TitleTabPath] | null {
  return tab ? titleTabs[tab] : null;
}

const PanelHeading = styled.h2`
  ${visuallyHidden}
`;

/* Twelve tabs: they wrap onto more rows rather than hide the last ones past a scroll. */
const TabsFrame = styled.div`
  [role='tablist'] {
    flex-wrap: wrap;
  }
`;

const detailsKey = 'detalhes';
const tabPaths = Object.keys(titleTabs) as TitleTabPath[];
// A tab is a route, but choosing one is a move within the page: the focus stays on the tab.
const tabRouterOptions = { state: keepFocusState, preventScrollReset: true };

/**
 * A title: its header (cover, record, basket) and the details view plus the spec's eleven tabs, each
 * at its own address and loading its own data. An id the API does not know is the not-found page.
 */
export function TitlePage({
  codAcervo,
  tab,
  notFound,
}: {
  codAcervo: number;
  tab: TitleTabPath | null;
  /** What an unknown id shows: the app's not-found page. */
  notFound: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: title, error, mutate } = useTitleDetail(codAcervo);
  if (error instanceof ApiRequestError && error.status === 404) return notFound;

  const base = `/acervo/${codAcervo}`;
  const selectedKey = tab ?? detailsKey;
  const tabHref = (key: Key) => (key === detailsKey ? base : `${base}/${String(key)}`);
  const tabName = intl.formatMessage(tab ? m[tab] : m.details);
  const heading = title?.titulo ?? intl.formatMessage(error ? m.untitled : m.loadingTitle, { codAcervo });
  const documentTitle = tab
    ? intl.formatMessage(pageMessages.section, { section: tabName, page: heading })
    : heading;

  return (
    <article data-tab-code={selectedTabCode(tab) ?? detailsKey} aria-busy={!title && !error}>
      <Stack gap="md">
        <PageHeading title={documentTitle}>{heading}</PageHeading>
        {title ? (
          <>
            <TitleHeader title={title} />
            <TabsFrame>
              <Tabs
                selectedKey={selectedKey}
                onSelectionChange={(key) => {
                  // Arrow keys and clicks follow the tab's link; Home and End only select: follow it here.
                  if (key !== selectedKey) void navigate(tabHref(key), tabRouterOptions);
                }}
              >
                <TabList aria-label={intl.formatMessage(m.tabs)}>
                  <Tab id={detailsKey} href={tabHref(detailsKey)} routerOptions={tabRouterOptions}>
                    {intl.formatMessage(m.details)}
                  </Tab>
                  {tabPaths.map((path) => (
                    <Tab key={path} id={path} href={tabHref(path)} routerOptions={tabRouterOptions}>
                      {intl.formatMessage(m[path])}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel id={selectedKey}>
                  {/* The panel's own heading, for those who move through a page by its headings. */}
                  <PanelHeading>{tabName}</PanelHeading>
                  <TitleTabContent title={title} tab={tab} />
                </TabPanel>
              </Tabs>
            </TabsFrame>
          </>
        ) : error ? (
          <SectionFailed
            error={error}
            onRetry={() => void mutate()}
            title={intl.formatMessage(m.loadFailed)}
          />
        ) : (
          <SectionLoading lines={8} />
        )}
      </Stack>
    </article>
  );
}
