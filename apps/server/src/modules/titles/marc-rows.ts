import { fromMarcJson } from '../../catalogue-import/marc/marc-json.ts';
import { isControlField, type MarcRecord } from '../../catalogue-import/marc/record.ts';

/**
 * The MARC record in the row shape real Pergamum clients read (architecture §6): one row per
 * control field and per subfield; `paragrafo` is the tag without leading zeros, `seq_paragrafo`
 * the occurrence of the tag, `secao` the subfield code (null for control fields), and the final
 * ISBD punctuation of a subfield split into `pontuacao`, so `descricao + pontuacao` is the value.
 */
type MarcRow = {
  paragrafo: string;
  seq_paragrafo: number;
  indicador1: string | null;
  indicador2: string | null;
  secao: string | null;
  seq_secao: number | null;
  descricao: string;
  pontuacao: string | null;
};

const FINAL_PUNCTUATION = /\s*[.,:;/=+]+\s*$/u;

function splitPunctuation(value: string): { descricao: string; pontuacao: string | null } {
  const match = value.match(FINAL_PUNCTUATION);
  if (!match || match.index === 0) return { descricao: value, pontuacao: null };
  return { descricao: value.slice(0, match.index), pontuacao: match[0] };
}

/** Fields staff keep for themselves: local 9XX and acquisition/provenance/action notes. */
const STAFF_ONLY = (tag: string) => tag.startsWith('9') || ['541', '561', '583'].includes(tag);

export function marcRows(marcJson: unknown, options: { released?: boolean } = {}): MarcRow[] {
  const record: MarcRecord = fromMarcJson(marcJson);
  const occurrences = new Map<string, number>();
  const rows: MarcRow[] = [];
  for (const field of record.fields) {
    if (options.released && STAFF_ONLY(field.tag)) continue;
    const seq = (occurrences.get(field.tag) ?? 0) + 1;
    occurrences.set(field.tag, seq);
    const paragrafo = field.tag.replace(/^0+(?=.)/u, '');
    if (isControlField(field)) {
      rows.push({
        paragrafo,
        seq_paragrafo: seq,
        indicador1: null,
        indicador2: null,
        secao: null,
        seq_secao: null,
        descricao: field.value,
        pontuacao: null,
      });
      continue;
    }
    field.subfields.forEach((subfield, index) => {
      rows.push({
        paragrafo,
        seq_paragrafo: seq,
        indicador1: field.ind1,
        indicador2: field.ind2,
        secao: subfield.code,
        seq_secao: index + 1,
        ...splitPunctuation(subfield.value),
      });
    });
  }
  return rows;
}
