import { kardexItemSchema, type Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { publicKey } from '../../../lib/api/public-key.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/** `GET /api/kardex/{id}/item` (codPar, seqPar): one issue with its table of contents. */
export const kardexIssuePath = (codAcervo: number) => `/api/kardex/${codAcervo}/item`;

/** An issue: its collection (`codPar`) and its place in it (`seqPar`). */
export type KardexIssueRef = { codPar: number; seqPar: number };

export const kardexIssueKey = (locale: Locale, codAcervo: number, issue: KardexIssueRef) =>
  publicKey(locale, kardexIssuePath(codAcervo), issue);

export const fetchKardexIssue = (client: ApiClient, codAcervo: number, issue: KardexIssueRef) =>
  client.request(kardexIssuePath(codAcervo), { schema: kardexItemSchema, auth: 'public', query: issue });

/** Asked when an issue is chosen; null asks nothing. */
export function useKardexIssue(codAcervo: number, issue: KardexIssueRef | null) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(issue ? kardexIssueKey(locale, codAcervo, issue) : null, () =>
    fetchKardexIssue(client, codAcervo, issue!),
  );
}
