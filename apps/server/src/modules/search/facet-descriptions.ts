import type { FacetEntry } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { FacetCount, FacetFilters, FacetType } from './engine/search-engine.ts';

type Texts = Record<ApiLocale, string>;

/** Facet group names by spec code. */
export const FACET_NAMES: Record<FacetType, Texts> = {
  T: { pt: 'Tipo de obra', en: 'Type of work', es: 'Tipo de obra' },
  Y: { pt: 'Ano', en: 'Year', es: 'Año' },
  I: { pt: 'Idioma', en: 'Language', es: 'Idioma' },
  X: { pt: 'Somente com', en: 'Only with', es: 'Solo con' },
  R: { pt: 'Repositórios', en: 'Repositories', es: 'Repositorios' },
  K: { pt: 'Classificação', en: 'Classification', es: 'Clasificación' },
  Z: { pt: 'Instituição', en: 'Institution', es: 'Institución' },
  A: { pt: 'Autor', en: 'Author', es: 'Autor' },
  S: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  B: { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca' },
  P: { pt: 'Editora', en: 'Publisher', es: 'Editorial' },
  C: { pt: 'Série', en: 'Series', es: 'Serie' },
  E: { pt: 'Evento', en: 'Event', es: 'Evento' },
};

const ONLY_WITH: Record<string, Texts> = {
  C: { pt: 'Capa', en: 'Cover', es: 'Portada' },
  O: { pt: 'Acesso online', en: 'Online access', es: 'Acceso en línea' },
  A: { pt: 'Acessibilidade', en: 'Accessibility', es: 'Accesibilidad' },
};

/** Main classes shared by the DDC and the UDC (first digit). */
const MAIN_CLASSES: Record<string, Texts> = {
  '0': {
    pt: 'Generalidades, ciência da computação e informação',
    en: 'Computer science, information and general works',
    es: 'Generalidades, informática e información',
  },
  '1': { pt: 'Filosofia e psicologia', en: 'Philosophy and psychology', es: 'Filosofía y psicología' },
  '2': { pt: 'Religião', en: 'Religion', es: 'Religión' },
  '3': { pt: 'Ciências sociais', en: 'Social sciences', es: 'Ciencias sociales' },
  '4': { pt: 'Linguagem', en: 'Language', es: 'Lenguas' },
  '5': { pt: 'Ciências naturais e matemática', en: 'Science', es: 'Ciencias naturales y matemáticas' },
  '6': { pt: 'Tecnologia e ciências aplicadas', en: 'Technology', es: 'Tecnología y ciencias aplicadas' },
  '7': { pt: 'Artes e recreação', en: 'Arts and recreation', es: 'Artes y recreación' },
  '8': { pt: 'Literatura', en: 'Literature', es: 'Literatura' },
  '9': { pt: 'História e geografia', en: 'History and geography', es: 'Historia y geografía' },
};

type Describe = (type: FacetType, code: string, label?: string) => string;

/** Reference tables change rarely: their descriptions are kept a minute per database and language. */
const DESCRIPTIONS_TTL_MS = 60_000;
const cached = new WeakMap<Queryable, Map<ApiLocale, { at: number; describe: Promise<Describe> }>>();

/** Descriptions of reference codes (types, languages, libraries, institution) in the caller's language. */
export function referenceDescriptions(db: Queryable, locale: ApiLocale): Promise<Describe> {
  let byLocale = cached.get(db);
  if (!byLocale) cached.set(db, (byLocale = new Map()));
  const hit = byLocale.get(locale);
  if (hit && Date.now() - hit.at < DESCRIPTIONS_TTL_MS) return hit.describe;
  const describe = loadDescriptions(db, locale);
  byLocale.set(locale, { at: Date.now(), describe });
  describe.catch(() => byLocale.delete(locale));
  return describe;
}

async function loadDescriptions(db: Queryable, locale: ApiLocale): Promise<Describe> {
  const rows = await db.query<{ tipo: FacetType; codigo: string; descricao: string }>(
    /* sql */ `
      select 'T' as tipo, cod_tipo_obra::text as codigo, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from tipo_obra
      union all select 'I', trim(codigo), coalesce(descricao ->> $1, descricao ->> 'pt') from idioma
      union all select 'B', cod_biblioteca::text, desc_biblioteca from biblioteca
      union all select 'Z', cod_empresa::text, nome from instituicao`,
    [locale],
  );
  const map = new Map<string, string>();
  for (const row of rows) map.set(`${row.tipo}:${row.codigo}`, row.descricao);
  return (type: FacetType, code: string, label?: string): string => {
    if (label) return label;
    if (type === 'X') return ONLY_WITH[code]?.[locale] ?? code;
    if (type === 'K') return MAIN_CLASSES[code]?.[locale] ?? code;
    return map.get(`${type}:${code}`) ?? code;
  };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Display order (spec §9): years descending, everything else by description. */
export function facetEntries(
  type: FacetType,
  counts: readonly FacetCount[],
  describe: (type: FacetType, code: string, label?: string) => string,
  filters: FacetFilters,
): FacetEntry[] {
  const filtered = Object.values(filters).some((codes) => (codes?.length ?? 0) > 0);
  const entries = counts.map((count) => ({
    codigo: count.codigo,
    descricao: describe(type, count.codigo, count.label),
    total: count.total,
    totalSemFiltro: count.totalSemFiltro,
    mostrarQtdOriginal: filtered && count.total !== count.totalSemFiltro,
  }));
  if (type === 'Y') return entries.sort((a, b) => Number(b.codigo) - Number(a.codigo));
  return entries.sort(
    (a, b) => collator.compare(a.descricao, b.descricao) || a.codigo.localeCompare(b.codigo),
  );
}
