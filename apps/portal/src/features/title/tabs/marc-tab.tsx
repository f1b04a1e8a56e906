import { useIntl } from 'react-intl';
import { MarcTable } from '../../../lib/marc/marc-table.tsx';
import { useTitleMarc } from '../api/title-marc.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { marcMessages as m } from './tab-messages.ts';

/** The MARC record as a table: tag, indicators and subfields (staff-only fields left out by the API). */
export function MarcTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useTitleMarc(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={8} />;
  return <MarcTable rows={data} empty={intl.formatMessage(m.empty)} />;
}
