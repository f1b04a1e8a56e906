import type { marcRowSchema } from '@acervo/contract';
import type { z } from 'zod';

type MarcRow = z.infer<typeof marcRowSchema>;

/** One MARC field as a cataloguer reads it: tag, both indicators and its subfields in order. */
export type MarcField = {
  key: string;
  tag: string;
  indicators: string;
  /** Control fields (001–009) have no subfields: their data is the whole value. */
  subfields: { code: string | null; value: string }[];
};

/** Tags are numbers in the API ("8"); a record shows them as three digits ("008"). */
const tagOf = (paragraph: string) => paragraph.padStart(3, '0');

/** A blank indicator is shown as `#`, as MARC 21 documentation writes it. */
const indicatorOf = (value: string | null) => (value === null || value.trim() === '' ? '#' : value);

/** Groups the API's rows (one per subfield) into fields, keeping the record's order. */
export function marcFields(rows: readonly MarcRow[]): MarcField[] {
  const fields = new Map<string, MarcField>();
  for (const row of rows) {
    const key = `${row.paragrafo}-${row.seq_paragrafo}`;
    let field = fields.get(key);
    if (!field) {
      const control = row.secao === null;
      field = {
        key,
        tag: tagOf(row.paragrafo),
        indicators: control ? '' : `${indicatorOf(row.indicador1)}${indicatorOf(row.indicador2)}`,
        subfields: [],
      };
      fields.set(key, field);
    }
    field.subfields.push({ code: row.secao, value: `${row.descricao}${row.pontuacao ?? ''}` });
  }
  return [...fields.values()];
}
