import { dataFields, type MarcRecord } from '../../catalogue-import/marc/record.ts';
import type { SummaryEntry } from './kardex-repository.ts';

const trimEnd = (text: string) => text.replace(/[\s.,;:/]+$/u, '').trim();

/**
 * A book's table of contents from its formatted contents notes (MARC 505): the enhanced form
 * ($t title, $r statement of responsibility, $g pages or numbering, one entry per $t), or the basic
 * form ($a with entries separated by " -- ", "title / responsibility").
 */
export function contentsNote(record: MarcRecord): SummaryEntry[] {
  const entries: Array<Omit<SummaryEntry, 'seqSec'>> = [];
  for (const field of dataFields(record, '505')) {
    if (field.subfields.some((subfield) => subfield.code === 't')) {
      for (const { code, value } of field.subfields) {
        const text = trimEnd(value.replace(/^\s*--\s*/u, '').replace(/\s*--\s*$/u, ''));
        if (!text) continue;
        if (code === 't') entries.push({ titulo: text, autores: null, paginas: null });
        const current = entries.at(-1);
        if (!current) continue;
        if (code === 'r') current.autores = current.autores ? `${current.autores}; ${text}` : text;
        if (code === 'g') current.paginas = text;
      }
      continue;
    }
    const text = field.subfields
      .filter((subfield) => subfield.code === 'a')
      .map((subfield) => subfield.value)
      .join(' -- ');
    for (const part of text.split(/\s+--\s*/u)) {
      const [titulo = '', ...responsibility] = part.split(' / ');
      const cleanTitle = trimEnd(titulo);
      if (cleanTitle)
        entries.push({
          titulo: cleanTitle,
          autores: trimEnd(responsibility.join(' / ')) || null,
          paginas: null,
        });
    }
  }
  return entries.map((entry, index) => ({ seqSec: index + 1, ...entry }));
}
