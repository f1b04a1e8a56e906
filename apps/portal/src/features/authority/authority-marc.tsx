import type { marcRowSchema } from '@acervo/contract';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { MarcTable } from '../../lib/marc/marc-table.tsx';
import { authorityMessages as m } from './authority-messages.ts';

/** The MARC tab: the record the authority answer carries (the spec has no separate call, ADR 100). */
export function AuthorityMarc({ rows }: { rows: readonly z.infer<typeof marcRowSchema>[] }) {
  const intl = useIntl();
  return <MarcTable rows={rows} empty={intl.formatMessage(m.marcEmpty)} />;
}
