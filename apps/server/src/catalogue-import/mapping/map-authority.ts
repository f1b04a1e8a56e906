import { type MarcJson, toMarcJson } from '../marc/marc-json.ts';
import { type DataField, type MarcRecord, dataFieldsMatching } from '../marc/record.ts';
import { mainHeadingText, normalizeHeading, subjectText } from './headings.ts';
import { recordIdentity } from './identity.ts';
import { MappingError, type SourceFormat } from './map-title.ts';
import { UNIMARC_REFUSED, looksLikeUnimarc } from './unimarc.ts';

/** The heading's kind by its 1XX tag (the `autoridade.tipo` check list). */
const KIND_BY_TAG: Record<string, string> = {
  '100': 'pessoa',
  '110': 'instituicao',
  '111': 'evento',
  '130': 'titulo_uniforme',
  '148': 'termo_cronologico',
  '150': 'assunto',
  '151': 'assunto_geografico',
  '155': 'genero_forma',
  '180': 'subdivisao_geral',
  '181': 'subdivisao_geografica',
  '182': 'subdivisao_cronologica',
  '185': 'subdivisao_genero',
};

export type AuthorityRow = {
  fonte: string;
  numero_controle: string;
  identificadores: string[];
  tipo: string;
  tag: string;
  cabecalho: string;
  cabecalho_normalizado: string;
  registro_marc: MarcJson;
  formato_origem: SourceFormat;
};

/** A see (4XX, a form not used) or see-also (5XX, a related heading) reference. */
export type AuthorityReference = { tipo: 'ver' | 'ver_tambem'; termo: string; termo_normalizado: string };

export type MappedAuthority = { row: AuthorityRow; references: AuthorityReference[] };

/** Whether leader/06 marks an authority record. */
export function isAuthorityRecord(record: MarcRecord): boolean {
  return record.leader[6] === 'z';
}

function headingText(field: DataField): string {
  return subjectText(field) || mainHeadingText(field);
}

export function mapAuthority(record: MarcRecord, fileSource: string, format: SourceFormat): MappedAuthority {
  // UNIMARC/A's 100 is coded data, which would otherwise be taken for a personal-name heading.
  if (looksLikeUnimarc(record)) throw new MappingError(UNIMARC_REFUSED);
  // Standard headings first; a local 1XX (IISH's Aleph exports use 103) still names the record.
  const headings = dataFieldsMatching(record, /^1\d\d$/);
  const heading =
    headings.find((field) => field.tag in KIND_BY_TAG) ?? headings.find((field) => headingText(field));
  if (!heading) throw new MappingError('the authority record has no heading (1XX)');
  const cabecalho = headingText(heading);
  if (!cabecalho) throw new MappingError(`the heading ${heading.tag} is empty`);
  const identity = recordIdentity(record, fileSource);
  const references: AuthorityReference[] = [];
  const seen = new Set<string>();
  for (const field of dataFieldsMatching(record, /^[45]\d\d$/)) {
    const termo = headingText(field);
    const termo_normalizado = normalizeHeading(termo);
    const tipo = field.tag.startsWith('4') ? 'ver' : 'ver_tambem';
    if (!termo_normalizado || seen.has(`${tipo}|${termo_normalizado}`)) continue;
    seen.add(`${tipo}|${termo_normalizado}`);
    references.push({ tipo, termo, termo_normalizado });
  }
  return {
    row: {
      fonte: identity.source,
      numero_controle: identity.controlNumber,
      identificadores: identity.identifiers,
      tipo: KIND_BY_TAG[heading.tag] ?? 'assunto',
      tag: heading.tag,
      cabecalho,
      cabecalho_normalizado: normalizeHeading(cabecalho),
      registro_marc: toMarcJson(record),
      formato_origem: format,
    },
    references,
  };
}
