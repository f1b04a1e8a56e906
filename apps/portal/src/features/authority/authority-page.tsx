import { Badge, Stack, Tab, TabList, TabPanel, Tabs, VisuallyHidden, visuallyHidden } from '@acervo/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { keepFocusState, PageHeading } from '../../lib/page/page-heading.tsx';
import { pageMessages } from '../../lib/page/page-messages.ts';
import { SectionFailed, SectionLoading } from '../../lib/page/section-state.tsx';
import { useAuthority } from './api/authority.ts';
import { authorityMessages as m } from './authority-messages.ts';
import { AuthorityRecord } from './authority-record.tsx';
import { titlesPage } from './authority-search.ts';

// The MARC table (react-aria's collections) loads with its tab: the record tab stays light.
const AuthorityMarc = lazy(() =>
  import('./authority-marc.tsx').then((module) => ({ default: module.AuthorityMarc })),
);

const PanelHeading = styled.h2`
  ${visuallyHidden}
`;

export type AuthorityTab = 'registro' | 'marc';
const tabRouterOptions = { state: keepFocusState, preventScrollReset: true };

/**
 * An authority (spec §2): its heading and type, then the record tab (references, notes, sources,
 * its titles) and the MARC tab, each at its own address. An id the API does not know is the
 * not-found page.
 */
export function AuthorityPage({
  codAutoridade,
  tab,
  notFound,
}: {
  codAutoridade: number;
  tab: AuthorityTab;
  notFound: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = titlesPage(search);
  const { data: authority, error, mutate } = useAuthority(codAutoridade, page);
  if (error instanceof ApiRequestError && error.status === 404) return notFound;

  const base = `/autoridade/${codAutoridade}`;
  const tabHref = (key: Key) => (key === 'marc' ? `${base}/marc` : base);
  const pageHref = (target: number) => (target > 1 ? `${base}?pagina=${target}` : base);
  const tabName = intl.formatMessage(tab === 'marc' ? m.marc : m.record);
  const heading = authority?.cabecalho ?? intl.formatMessage(m.loading, { codAutoridade });

  return (
    <article aria-busy={!authority && !error}>
      <Stack gap="md">
        <PageHeading title={intl.formatMessage(pageMessages.section, { section: tabName, page: heading })}>
          {heading}
        </PageHeading>
        {authority ? (
          <>
            <p>
              <VisuallyHidden>{intl.formatMessage(m.type)}</VisuallyHidden>
              <Badge>{authority.desc_tipo}</Badge>
            </p>
            <Tabs
              selectedKey={tab}
              onSelectionChange={(key) => {
                if (key !== tab) void navigate(tabHref(key), tabRouterOptions);
              }}
            >
              <TabList aria-label={intl.formatMessage(m.tabs)}>
                <Tab id="registro" href={tabHref('registro')} routerOptions={tabRouterOptions}>
                  {intl.formatMessage(m.record)}
                </Tab>
                <Tab id="marc" href={tabHref('marc')} routerOptions={tabRouterOptions}>
                  {intl.formatMessage(m.marc)}
                </Tab>
              </TabList>
              <TabPanel id={tab}>
                <PanelHeading>{tabName}</PanelHeading>
                {tab === 'marc' ? (
                  <Suspense fallback={<SectionLoading lines={8} />}>
                    <AuthorityMarc rows={authority.marc} />
                  </Suspense>
                ) : (
                  <AuthorityRecord authority={authority} page={page} pageHref={pageHref} />
                )}
              </TabPanel>
            </Tabs>
          </>
        ) : error ? (
          <SectionFailed
            error={error}
            onRetry={() => void mutate()}
            title={intl.formatMessage(m.loadFailed)}
          />
        ) : (
          <SectionLoading lines={8} label={heading} />
        )}
      </Stack>
    </article>
  );
}
