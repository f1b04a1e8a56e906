import { networkRecordSchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { normalizeHeading, tokenizeQuery } from '../../text/tokenizer.ts';
import {
  findLocalWork,
  NETWORK_PAGE_SIZE,
  networkRecordsTitled,
  searchNetworkRecords,
} from './network-repository.ts';

type NetworkRecord = z.infer<typeof networkRecordSchema>;
type NetworkPage = { total: number; data: NetworkRecord[] };

/** Title words as patterns over the normalised title: each must start one of its words (3+ characters as prefixes). */
const titlePatterns = (termo: string | undefined) =>
  tokenizeQuery(termo).map(({ term, prefix }) => `% ${term}${prefix ? '%' : ' %'}`);

/**
 * The same work, by its normalised title alone or with its subtitle (partners catalogue both ways)
 * and, when both records name one, the same normalised first author (ADR 122). Nothing links the
 * records by id, so a re-harvest needs no upkeep.
 */
function isSameWork(
  local: { titulo: string; subtitulo: string | null; autor: string | null },
  record: { titulo: string; autor: string | null },
): boolean {
  const title = normalizeHeading(record.titulo);
  const titles = localTitleForms(local);
  if (!titles.includes(title)) return false;
  const localAuthor = normalizeHeading(local.autor);
  const recordAuthor = normalizeHeading(record.autor);
  return !localAuthor || !recordAuthor || localAuthor === recordAuthor;
}

function localTitleForms(local: { titulo: string; subtitulo: string | null }): string[] {
  const forms = [
    normalizeHeading(local.titulo),
    normalizeHeading(`${local.titulo} ${local.subtitulo ?? ''}`),
  ];
  return [...new Set(forms.filter(Boolean))];
}

/** `GET /rede-pergamum/acervo`: by title words, one partner, or the partners' records of a local title's work. */
export async function searchNetwork(
  db: Queryable,
  locale: string,
  query: {
    termo?: string | undefined;
    cod_empresa?: number | undefined;
    cod_acervo?: number | undefined;
    page: number;
  },
): Promise<NetworkPage> {
  const codEmpresa = query.cod_empresa ?? null;
  const patterns = titlePatterns(query.termo);
  if (query.cod_acervo === undefined) {
    const { total, records } = await searchNetworkRecords(db, locale, {
      codEmpresa,
      patterns,
      page: query.page,
    });
    return { total, data: records.map((record) => networkRecordSchema.parse(record)) };
  }
  const local = await findLocalWork(db, query.cod_acervo);
  if (!local) return { total: 0, data: [] };
  const candidates = await networkRecordsTitled(db, locale, {
    codEmpresa,
    patterns,
    titles: localTitleForms(local),
  });
  const same = candidates
    .map((record) => networkRecordSchema.parse(record))
    .filter((record) => isSameWork(local, record));
  const start = (query.page - 1) * NETWORK_PAGE_SIZE;
  return { total: same.length, data: same.slice(start, start + NETWORK_PAGE_SIZE) };
}
