import { Inline, Link, Stack } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MarcTable } from '../../../lib/marc/marc-table.tsx';
import { titleMarcFilePath } from '../api/title-marc-file.ts';
import { useTitleMarc } from '../api/title-marc.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { marcMessages as m } from './tab-messages.ts';

/**
 * The MARC record as a table: tag, indicators and subfields (staff-only fields left out by the API),
 * and the record to download as ISO 2709 or MARCXML.
 */
export function MarcTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useTitleMarc(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={8} />;
  if (data.length === 0) return <MarcTable rows={data} empty={intl.formatMessage(m.empty)} />;
  return (
    <Stack gap="md">
      <MarcTable rows={data} empty={intl.formatMessage(m.empty)} />
      <Inline gap="lg">
        <Link href={titleMarcFilePath(codAcervo, 'iso2709')} download={`acervo-${codAcervo}.mrc`}>
          {intl.formatMessage(m.downloadIso2709)}
        </Link>
        <Link href={titleMarcFilePath(codAcervo, 'marcxml')} download={`acervo-${codAcervo}.xml`}>
          {intl.formatMessage(m.downloadMarcxml)}
        </Link>
      </Inline>
    </Stack>
  );
}
