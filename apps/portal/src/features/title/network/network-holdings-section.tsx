import { activity, type networkRecordSchema } from '@acervo/contract';
import { Heading, Stack, Text, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { useActivities } from '../../../lib/activities/use-activities.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useNetworkHoldings } from '../api/network-holdings.ts';
import { networkMessages as m } from './network-messages.ts';

type NetworkRecord = z.infer<typeof networkRecordSchema>;

const Holders = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* The partner's record as a citation line: long titles and publisher names wrap anywhere. */
const Holder = styled.li`
  overflow-wrap: anywhere;
`;

const headingId = 'rede-pergamum';

/** "Place: Publisher, year", leaving out what the record does not say. */
function imprint(record: NetworkRecord): string {
  const publisher = [record.local_publicacao, record.editora].filter(Boolean).join(': ');
  return [publisher, record.ano_publicacao].filter((part) => part !== null && part !== '').join(', ');
}

/**
 * Where else in the Rede Pergamum the work is held (ADR 122): each partner institution with its
 * record's title and imprint. Only where the institution takes part in the network (activity 87);
 * elsewhere there is no section and no request. A failure is said here and never hides the page.
 */
export function NetworkHoldingsSection({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const activities = useActivities();
  const inNetwork = activities.has(activity.networkCatalogueLink);
  const { data, error, mutate } = useNetworkHoldings(codAcervo, inNetwork);
  if (!inNetwork) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={3} id={headingId}>
          {intl.formatMessage(m.heading)}
        </Heading>
        {error && !data ? (
          <SectionFailed error={error} onRetry={() => void mutate()} title={intl.formatMessage(m.failed)} />
        ) : !data ? (
          <SectionLoading lines={2} label={intl.formatMessage(m.loading)} />
        ) : data.data.length === 0 ? (
          <Text>{intl.formatMessage(m.none)}</Text>
        ) : (
          <>
            <Text>{intl.formatMessage(m.intro)}</Text>
            <Holders>
              {data.data.map((record) => {
                const place = imprint(record);
                return (
                  <Holder key={record.id}>
                    <Stack gap="xs">
                      <Text as="span" weight="bold">
                        {record.instituicao.desc_empresa}
                      </Text>
                      <Text as="span" size="sm" tone="muted">
                        {place
                          ? intl.formatMessage(m.record, { title: record.titulo, imprint: place })
                          : record.titulo}
                      </Text>
                    </Stack>
                  </Holder>
                );
              })}
            </Holders>
          </>
        )}
      </Stack>
    </section>
  );
}
