import { fromMarcJson } from '../../catalogue-import/marc/marc-json.ts';
import { dataFields, type DataField } from '../../catalogue-import/marc/record.ts';

/** A field's subfields of the given codes as one line, as a cataloguer would read it aloud. */
const joined = (field: DataField, codes: string) =>
  field.subfields
    .filter((subfield) => codes.includes(subfield.code))
    .map((subfield) => subfield.value.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What an authority record says about its heading besides the references: public notes
 * (678 biographical or historical data, 680 public general note) and the sources the heading was
 * found in (670 $a citation, $b what was found there). Staff notes (667) stay out.
 */
export function authorityNotes(marcJson: unknown): { notas: string[]; fontes: string[] } {
  const record = fromMarcJson(marcJson);
  return {
    notas: dataFields(record, '678', '680')
      .map((field) => joined(field, 'abi'))
      .filter(Boolean),
    fontes: dataFields(record, '670')
      .map((field) => {
        const [citation, found] = [joined(field, 'a'), joined(field, 'b')];
        // LC writes the citation with its own trailing comma or colon; one colon is enough.
        return found ? `${citation.replace(/[\s,:;]+$/u, '')}: ${found}` : citation;
      })
      .filter(Boolean),
  };
}
