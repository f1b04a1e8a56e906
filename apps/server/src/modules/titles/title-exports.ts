import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { fromMarcJson } from '../../catalogue-import/marc/marc-json.ts';
import { toIso2709 } from '../../catalogue-import/marc/iso2709.ts';
import { toMarcXmlCollection } from '../../catalogue-import/marc/marcxml.ts';
import { toBibtex, toRis } from './exports.ts';
import { toCslItem } from './references/csl-item.ts';
import { formatReferences } from './references/reference-formatter.ts';
import type { ReferenceStyle } from './references/references.ts';
import { loadTitlesForReference } from './title-repository.ts';

/**
 * Exports of a list of title ids, for the basket (owned by the patron API) and the title page:
 * formatted references, RIS, BibTeX, ISO 2709 and MARCXML. Unknown ids are left out.
 */
export type ExportFormat = ReferenceStyle | 'ris' | 'bibtex' | 'iso2709' | 'marcxml';

export type ExportedFile = { contentType: string; extension: string; body: string | Buffer };

export async function exportTitles(
  db: Queryable,
  ids: readonly number[],
  format: ExportFormat,
  locale: ApiLocale,
): Promise<ExportedFile> {
  if (format === 'iso2709' || format === 'marcxml') {
    const rows = await db.query<{ cod_acervo: number; registro_marc: unknown }>(
      'select cod_acervo, registro_marc from acervo where cod_acervo = any($1::int[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.cod_acervo, fromMarcJson(row.registro_marc)]));
    const records = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    if (format === 'marcxml') {
      return {
        contentType: 'application/marcxml+xml; charset=utf-8',
        extension: 'xml',
        body: toMarcXmlCollection(records),
      };
    }
    return {
      contentType: 'application/marc',
      extension: 'mrc',
      body: Buffer.concat(records.map((record) => toIso2709(record))),
    };
  }
  const items = (await loadTitlesForReference(db, ids)).map(toCslItem);
  if (format === 'ris')
    return {
      contentType: 'application/x-research-info-systems; charset=utf-8',
      extension: 'ris',
      body: toRis(items),
    };
  if (format === 'bibtex')
    return { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib', body: toBibtex(items) };
  const references = await formatReferences(items, format, locale);
  return {
    contentType: 'text/plain; charset=utf-8',
    extension: 'txt',
    body: references.map((reference) => reference.texto).join('\n\n') + '\n',
  };
}

/** The formatted references (HTML and text) of the titles, in the order given. */
export async function titleReferences(
  db: Queryable,
  ids: readonly number[],
  style: ReferenceStyle,
  locale: ApiLocale,
) {
  const items = (await loadTitlesForReference(db, ids)).map(toCslItem);
  return formatReferences(items, style, locale);
}
