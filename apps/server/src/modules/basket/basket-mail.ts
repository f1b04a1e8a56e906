import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { type ExportFormat, titleReferences } from '../titles/title-exports.ts';

/** The message body: the references themselves for ABNT/APA, else a line about the attachment. */
export async function basketMailBody(db: Queryable, ids: number[], format: ExportFormat, locale: ApiLocale) {
  if (format !== 'abnt' && format !== 'apa') {
    const text = translate(locale, 'CestaExportadaEmail', { total: ids.length });
    return { text, html: `<p>${text}</p>` };
  }
  const intro = translate(locale, 'CestaReferenciasEmail', { total: ids.length });
  // citeproc escapes the titles' text in its HTML output; only its own <i>/<b> markup remains.
  const references = await titleReferences(db, ids, format, locale);
  return {
    text: [intro, ...references.map((reference) => reference.texto)].join('\n\n'),
    html: `<p>${intro}</p>${references.map((reference) => `<p>${reference.html}</p>`).join('')}`,
  };
}
