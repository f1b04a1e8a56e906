import { EmptyState, Heading, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { basketActionAtom, basketAtom } from '../../lib/basket/basket-state.ts';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import { ClearListButton, focusAfterRemoval } from '../../lib/lists/clear-list.tsx';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { BasketExport } from '../../lib/basket-export/basket-export.tsx';
import { basketExportMessages } from '../../lib/basket-export/basket-export-messages.ts';
import type { BasketExportFormat } from '../../lib/basket-export/export-basket.ts';
import { BasketItem, BasketTitleName } from './basket-item.tsx';
import { KeepInPermanentBasket } from './keep-in-permanent-basket.tsx';
import { basketMessages as m } from './basket-messages.ts';

// The closed-storage request loads after the page: the route has no room for it (ADR 149).
const BasketClosedStorage = lazy(() =>
  import('./closed-storage/basket-closed-storage.tsx').then((module) => ({
    default: module.BasketClosedStorage,
  })),
);

const Titles = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${vars.color.borderSubtle};
  }
`;

/**
 * `/cesta`: the session basket (spec §2, §4). Its titles with their references, each linking to its
 * page and removable; the whole basket can be emptied, kept in the patron's permanent basket
 * (logged in), and copied, downloaded or mailed in the formats the API exports; a patron asks for
 * the titles' copies kept in closed storage. The basket lives in this browser (basket-state.ts), so the page needs no
 * login.
 */
export function BasketPage() {
  const intl = useIntl();
  const items = useAtomValue(basketAtom);
  const clearBasket = useSetAtom(basketActionAtom);
  const [format, setFormat] = useState<BasketExportFormat>('abnt');
  const listHeadingId = useId();
  const exportHeadingId = useId();
  const heading = intl.formatMessage(m.heading);
  const codes = items.map((item) => item.cod_acervo);
  // The list's references follow the chosen reference style; other formats keep ABNT.
  const referenceStyle = format === 'apa' ? 'apa' : 'abnt';

  return (
    <Stack gap="lg">
      <div>
        <PageHeading title={heading}>{heading}</PageHeading>
        {codes.length > 0 ? (
          <Stack gap="xs">
            <Text weight="bold">{intl.formatMessage(m.count, { count: codes.length })}</Text>
            <Text measure>{intl.formatMessage(m.intro)}</Text>
          </Stack>
        ) : null}
      </div>
      {codes.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          actions={<Link href="/">{intl.formatMessage(m.emptyAction)}</Link>}
        >
          {intl.formatMessage(m.emptyBody)}
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby={listHeadingId}>
            <Stack gap="sm">
              <Inline gap="md" align="center" justify="space-between" wrap>
                <Heading level={2} id={listHeadingId} tabIndex={-1}>
                  {intl.formatMessage(m.listHeading)}
                </Heading>
                <ClearListButton
                  count={codes.length}
                  messages={m}
                  onClear={() => {
                    clearBasket({ type: 'clear' });
                    focusAfterRemoval(listHeadingId);
                  }}
                />
              </Inline>
              <Titles>
                {codes.map((code) => (
                  <li key={code}>
                    <BasketItem
                      code={code}
                      style={referenceStyle}
                      onRemoved={() => focusAfterRemoval(listHeadingId)}
                    />
                  </li>
                ))}
              </Titles>
            </Stack>
          </section>
          <KeepInPermanentBasket codes={codes} />
          <section aria-labelledby={exportHeadingId}>
            <Stack gap="md">
              <Heading level={2} id={exportHeadingId}>
                {intl.formatMessage(basketExportMessages.heading)}
              </Heading>
              <BasketExport codes={codes} format={format} onFormatChange={setFormat} />
            </Stack>
          </section>
          <Suspense fallback={null}>
            <BasketClosedStorage codes={codes} TitleName={BasketTitleName} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
