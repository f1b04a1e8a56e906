import { isbnForms, normalizeIssn } from '../../text/tokenizer.ts';
import { type MarcJson, toMarcJson } from '../marc/marc-json.ts';
import {
  type DataField,
  type MarcRecord,
  controlValue,
  dataFields,
  dataFieldsMatching,
  firstSubfield,
  subfieldValues,
} from '../marc/record.ts';
import { readFixedFields } from './fixed-fields.ts';
import {
  mainHeadingText,
  nameText,
  normalizeHeading,
  relatorText,
  subjectText,
  uncontrolledTerms,
} from './headings.ts';
import { recordIdentity } from './identity.ts';
import { isKnownLanguage, isLanguageCodeShape } from './languages.ts';
import { joinParts, orNull, trimPunctuation, unique } from './punctuation.ts';
import { workType, workTypeOf } from './work-type.ts';
import { UNIMARC_REFUSED, looksLikeUnimarc } from './unimarc.ts';

export type SourceFormat = 'iso2709' | 'marcxml' | 'marcjson' | 'curado';

/** The columns of `acervo` the importer fills (migration 002). */
export type TitleRow = {
  fonte: string;
  numero_controle: string;
  identificadores: string[];
  tipo_registro: string;
  nivel_bibliografico: string;
  cod_tipo_obra: number;
  titulo: string;
  subtitulo: string | null;
  titulo_ordenacao: string;
  responsabilidade: string | null;
  autor_principal: string | null;
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  ano_publicacao: number | null;
  data_publicacao: string | null;
  descricao_fisica: string | null;
  serie: string | null;
  notas: string | null;
  isbn: string[];
  issn: string[];
  idioma: string | null;
  idiomas: string[];
  classificacao: string | null;
  cdd: string | null;
  cdu: string | null;
  link_capa: string | null;
  acesso_remoto: boolean;
  possui_acessibilidade: boolean;
  registro_marc: MarcJson;
  formato_origem: SourceFormat;
};

export type TitleName = { tag: string; nome: string; nome_normalizado: string; funcao: string | null };
export type TitleSubject = {
  tag: string;
  descricao: string;
  descricao_normalizada: string;
  /** The heading without subdivisions, folded: what an authority record usually carries. */
  cabecalho_normalizado: string;
};
export type TitleLink = { url: string; descricao: string | null; acesso_online: boolean };

export type MappedTitle = { row: TitleRow; names: TitleName[]; subjects: TitleSubject[]; links: TitleLink[] };

export class MappingError extends Error {
  override readonly name = 'MappingError';
}

const CURRENT_YEAR = new Date().getFullYear();

/** Maps a bibliographic record onto a title and its names, subjects and links. */
export function mapTitle(record: MarcRecord, fileSource: string, format: SourceFormat): MappedTitle {
  if (looksLikeUnimarc(record)) throw new MappingError(UNIMARC_REFUSED);
  const identity = recordIdentity(record, fileSource);
  const fixed = readFixedFields(controlValue(record, '008'), record.leader);
  const title = readTitle(record);
  const thesisNote = dataFields(record, '502')
    .map((field) => field.subfields.map((sub) => sub.value).join(' '))
    .join(' ');
  const workTypeCode = workTypeOf(record.leader, fixed, thesisNote || undefined);
  const imprint = readImprint(record);
  const languages = readLanguages(record, fixed.language, fixed.positional);
  const links = readLinks(record, workTypeCode, fixed.formOfItem);

  const row: TitleRow = {
    fonte: identity.source,
    numero_controle: identity.controlNumber,
    identificadores: identity.identifiers,
    tipo_registro: record.leader[6]?.trim() || 'a',
    nivel_bibliografico: record.leader[7]?.trim() || 'm',
    cod_tipo_obra: workTypeCode,
    titulo: title.title,
    subtitulo: title.subtitle,
    titulo_ordenacao: title.sortTitle,
    responsabilidade: title.responsibility,
    autor_principal: orNull(dataFields(record, '100', '110', '111').map(nameText)[0]),
    edicao: orNull(dataFields(record, '250').map((field) => joinParts(subfieldValues(field, 'ab')))[0]),
    local_publicacao: imprint.place,
    editora: imprint.publisher,
    ano_publicacao: publicationYear(fixed.year, imprint.date),
    data_publicacao: imprint.date,
    descricao_fisica: orNull(
      dataFields(record, '300')
        .map((field) => joinParts(subfieldValues(field, 'abcef')))
        .join(' ; '),
    ),
    serie: readSeries(record),
    notas: readNotes(record),
    isbn: unique(dataFields(record, '020').flatMap((field) => subfieldValues(field, 'a').flatMap(isbnForms))),
    issn: unique(
      dataFields(record, '022')
        .flatMap((field) => subfieldValues(field, 'a'))
        .map(normalizeIssn)
        .filter((issn): issn is string => issn !== null),
    ),
    idioma: languages[0] ?? null,
    idiomas: languages,
    classificacao: readCallNumber(record),
    cdd: orNull(trimPunctuation(firstSubfield(dataFields(record, '082')[0], 'a')?.replace(/\//g, ''))),
    cdu: orNull(trimPunctuation(firstSubfield(dataFields(record, '080')[0], 'a'))),
    link_capa: links.cover,
    acesso_remoto: links.links.some((link) => link.acesso_online),
    possui_acessibilidade:
      dataFields(record, '341', '532').length > 0 ||
      (workTypeCode === workType.book && (fixed.formOfItem === 'd' || fixed.formOfItem === 'f')),
    registro_marc: toMarcJson(record),
    formato_origem: format,
  };
  return { row, names: readNames(record), subjects: readSubjects(record), links: links.links };
}

function readTitle(record: MarcRecord) {
  const field = dataFields(record, '245')[0];
  const main = field ? joinParts(subfieldValues(field, 'anp')) || joinParts(subfieldValues(field, 'k')) : '';
  const fallback = dataFields(record, '130', '240', '246')
    .map((other) => joinParts(subfieldValues(other, 'a')))
    .find(Boolean);
  const title = main || fallback;
  if (!title) throw new MappingError('the record has no title (245 $a)');
  return {
    title,
    subtitle: orNull(trimPunctuation(field ? subfieldValues(field, 'b').join(' ') : '')),
    responsibility: orNull(trimPunctuation(field ? subfieldValues(field, 'c').join(' ') : '')),
    sortTitle: sortTitle(title, main ? field?.ind2 : undefined),
  };
}

/**
 * The title without its non-filing characters (245 ind2: "The ", "Os ", "L'") and without
 * leading brackets or quotes, so "[O] guarani" and "O guarani" both sort under G.
 */
function sortTitle(title: string, nonFiling: string | undefined): string {
  const skip = nonFiling && /^[1-9]$/.test(nonFiling) ? Number(nonFiling) : 0;
  const rest = skip > 0 && skip < title.length ? title.slice(skip) : title;
  return rest.replace(/^[^\p{L}\p{N}]+/u, '') || title;
}

function readImprint(record: MarcRecord) {
  const publication =
    dataFields(record, '264').find((field) => field.ind2 === '1') ??
    dataFields(record, '260')[0] ??
    dataFields(record, '264')[0];
  if (!publication) return { place: null, publisher: null, date: null };
  return {
    place: orNull(joinParts(subfieldValues(publication, 'a'), ' ; ')),
    publisher: orNull(joinParts(subfieldValues(publication, 'b'), ' ; ')),
    date: orNull(trimPunctuation(subfieldValues(publication, 'c').join(' '))),
  };
}

/** 008's date when it is a real year, else the first plausible year in the imprint's date. */
function publicationYear(fixedYear: number | null, imprintDate: string | null): number | null {
  const plausible = (year: number) => year >= 1000 && year <= CURRENT_YEAR + 5;
  if (fixedYear !== null && plausible(fixedYear)) return fixedYear;
  for (const match of (imprintDate ?? '').matchAll(/(?<!\d)(\d{4})(?!\d)/g)) {
    const year = Number(match[1]);
    if (plausible(year)) return year;
  }
  return null;
}

/**
 * The record's languages, main one first: 008/35-37 when trustworthy, then 041 $a/$d (old
 * records run codes together, "engfre"). A code guessed from a damaged 008 is kept only when it
 * names a known language.
 */
function readLanguages(record: MarcRecord, fixedLanguage: string | null, positional: boolean): string[] {
  const codes: string[] = [];
  if (isLanguageCodeShape(fixedLanguage) && (positional || isKnownLanguage(fixedLanguage)))
    codes.push(fixedLanguage);
  for (const field of dataFields(record, '041')) {
    for (const value of subfieldValues(field, 'ad')) {
      for (const code of value.toLowerCase().match(/[a-z]{3}/g) ?? []) codes.push(code);
    }
  }
  return unique(codes.filter(isLanguageCodeShape));
}

function readCallNumber(record: MarcRecord): string | null {
  for (const tag of ['090', '050', '099', '092', '055', '060']) {
    const field = dataFields(record, tag)[0];
    const callNumber = field ? joinParts(subfieldValues(field, 'ab')) : '';
    if (callNumber) return callNumber;
  }
  return null;
}

function readSeries(record: MarcRecord): string | null {
  const fromField = (field: DataField) => {
    const name = joinParts(subfieldValues(field, 'anp'));
    const volume = trimPunctuation(subfieldValues(field, 'v').join(' '));
    return volume ? `${name} ; ${volume}` : name;
  };
  const series = dataFields(record, '490').map(fromField).filter(Boolean);
  if (series.length === 0) series.push(...dataFields(record, '830', '440').map(fromField).filter(Boolean));
  return orNull(unique(series).join('; '));
}

/** Every 5XX note as one paragraph each, without control subfields. */
function readNotes(record: MarcRecord): string | null {
  const notes = dataFieldsMatching(record, /^5\d\d$/)
    .map((field) =>
      field.subfields
        .filter((sub) => !'012568u'.includes(sub.code))
        .map((sub) => sub.value.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
  return orNull(notes.join('\n'));
}

function readNames(record: MarcRecord): TitleName[] {
  const names: TitleName[] = [];
  for (const field of dataFieldsMatching(record, /^(100|110|111|700|710|711|720)$/)) {
    const nome = field.tag === '720' ? joinParts(subfieldValues(field, 'a')) : nameText(field);
    if (!nome) continue;
    names.push({
      tag: field.tag,
      nome,
      nome_normalizado: normalizeHeading(nome),
      funcao: relatorText(field),
    });
  }
  return names;
}

function readSubjects(record: MarcRecord): TitleSubject[] {
  const subjects: TitleSubject[] = [];
  const seen = new Set<string>();
  const add = (tag: string, descricao: string, main: string) => {
    const descricao_normalizada = normalizeHeading(descricao);
    if (!descricao_normalizada || seen.has(`${tag}|${descricao_normalizada}`)) return;
    seen.add(`${tag}|${descricao_normalizada}`);
    subjects.push({ tag, descricao, descricao_normalizada, cabecalho_normalizado: normalizeHeading(main) });
  };
  for (const field of dataFieldsMatching(record, /^6\d\d$/)) {
    if (field.tag === '653') {
      for (const term of uncontrolledTerms(field)) add(field.tag, term, term);
      continue;
    }
    add(field.tag, subjectText(field), mainHeadingText(field));
  }
  return subjects;
}

/**
 * Electronic locations (856 $u). A link gives online access when 856 ind2 says it is the resource
 * or a version of it (0, 1), or says nothing (blank) on a record for an electronic resource.
 * A link described as a cover image becomes the title's cover.
 */
function readLinks(record: MarcRecord, workTypeCode: number, formOfItem: string | null) {
  const electronic = workTypeCode === workType.electronicResource || formOfItem === 'o' || formOfItem === 's';
  const links: TitleLink[] = [];
  let cover: string | null = null;
  for (const field of dataFields(record, '856')) {
    const url = firstSubfield(field, 'u')?.trim();
    if (!url) continue;
    const label = orNull(trimPunctuation(subfieldValues(field, 'y3z').join(' ')));
    if (label && /\b(capa|cover|imagem da capa)\b/i.test(label) && !cover) {
      cover = url;
      continue;
    }
    const online = field.ind2 === '0' || field.ind2 === '1' || (field.ind2 === ' ' && electronic);
    links.push({ url, descricao: label, acesso_online: online });
  }
  return { links, cover };
}
