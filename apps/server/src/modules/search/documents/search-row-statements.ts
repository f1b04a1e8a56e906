import type { Queryable } from '../../../db/database.ts';
import { normalizeHeading } from '../../../text/tokenizer.ts';
import {
  buildSearchDocument,
  plainVectorLiteral,
  type SearchSource,
  weightedVectorLiteral,
} from './search-document.ts';

/**
 * The SQL and the JavaScript that make a title's rows in `acervo_busca` and `acervo_faceta`,
 * shared by the incremental sync (titles given by id) and the bulk build (a range of ids): both
 * paths run the same expressions, so they write the same rows.
 */

export type SourceRow = SearchSource & { cod_acervo: number };

/**
 * Which titles a statement covers, as a predicate on a `cod_acervo` column: `ids` takes them from
 * an int[] parameter, `range` from two (after, last], which lets the planner read each table once
 * in id order instead of probing it per title.
 */
type TitleSet = { where: (column: string) => string; firstFreeParameter: number };

const titlesByIds: TitleSet = {
  where: (column) => `${column} = any($1::int[])`,
  firstFreeParameter: 2,
};
const titlesInRange: TitleSet = {
  where: (column) => `${column} > $1 and ${column} <= $2`,
  firstFreeParameter: 3,
};

const sourceColumns = /* sql */ `a.cod_acervo, a.titulo, a.subtitulo, a.titulo_ordenacao, a.responsabilidade,
         a.autor_principal, a.editora, a.notas, a.serie, a.classificacao, a.cdd, a.cdu, a.isbn, a.issn`;

/** A title's sources with its authors, subjects and call numbers as JSON arrays, one subquery each. */
export const selectSourcesWhere = (where: string) => /* sql */ `
  select ${sourceColumns},
         coalesce((select json_agg(n.nome order by n.seq) from acervo_autor n
                    where n.cod_acervo = a.cod_acervo), '[]'::json) as autores,
         coalesce((select json_agg(s.descricao order by s.seq) from acervo_assunto s
                    where s.cod_acervo = a.cod_acervo), '[]'::json) as assuntos,
         coalesce((select json_agg(distinct e.chamada) from exemplar e
                    where e.cod_acervo = a.cod_acervo and e.chamada is not null), '[]'::json) as chamadas
    from acervo a
   where ${where}
   order by a.cod_acervo
   limit $1`;

/**
 * A title's sources and its facet values (ADR 154), for a range of titles: each table read once in
 * id order. Every facet value is computed by the same SQL expression as in `insertFacets`, and
 * grouped the same way where a label is chosen (`min`), so only the de-duplication of values
 * without a label is left to JavaScript.
 */
export type BulkSourceRow = SourceRow & {
  faceta_tipo_obra: string;
  faceta_ano: string | null;
  faceta_idiomas: string[];
  faceta_capa: boolean;
  faceta_online: boolean;
  faceta_acessibilidade: boolean;
  faceta_classe: string | null;
  faceta_sites: string[];
  faceta_bibliotecas: string[];
  /** [tipo, codigo, rotulo] of the authors (A, E) and subjects (S). */
  faceta_rotulos: Array<[string, string, string | null]>;
};

const hostOfUrl = /* sql */ `substring(k.url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@]*@)?([^/:?#]+)')`;
const classification = 'coalesce(a.cdd, a.cdu, a.classificacao)';

export const selectBulkSourcesInRange = /* sql */ `
  select ${sourceColumns},
         coalesce(n.autores, '[]'::json) as autores,
         coalesce(s.assuntos, '[]'::json) as assuntos,
         coalesce(e.chamadas, '[]'::json) as chamadas,
         a.cod_tipo_obra::text as faceta_tipo_obra,
         a.ano_publicacao::text as faceta_ano,
         array(select trim(l.codigo) from unnest(array[a.idioma] || a.idiomas) as l(codigo)
                where l.codigo is not null and trim(l.codigo) <> '') as faceta_idiomas,
         a.link_capa is not null as faceta_capa,
         coalesce(a.acesso_remoto, false) or coalesce(k.online, false) as faceta_online,
         coalesce(a.possui_acessibilidade, false) as faceta_acessibilidade,
         case when ${classification} ~ '^[0-9]' then left(${classification}, 1) end as faceta_classe,
         coalesce(k.sites, '{}') as faceta_sites,
         coalesce(e.bibliotecas, '{}') as faceta_bibliotecas,
         coalesce(r.rotulos, '[]'::json) as faceta_rotulos
    from acervo a
    left join (select n.cod_acervo, json_agg(n.nome order by n.seq) as autores from acervo_autor n
                where ${titlesInRange.where('n.cod_acervo')} group by n.cod_acervo) n on n.cod_acervo = a.cod_acervo
    left join (select s.cod_acervo, json_agg(s.descricao order by s.seq) as assuntos from acervo_assunto s
                where ${titlesInRange.where('s.cod_acervo')} group by s.cod_acervo) s on s.cod_acervo = a.cod_acervo
    left join (select e.cod_acervo, json_agg(distinct e.chamada) filter (where e.chamada is not null) as chamadas,
                      array_agg(distinct e.cod_biblioteca::text) as bibliotecas
                 from exemplar e where ${titlesInRange.where('e.cod_acervo')}
                group by e.cod_acervo) e on e.cod_acervo = a.cod_acervo
    left join (select k.cod_acervo, bool_or(k.acesso_online) as online,
                      array_agg(lower(${hostOfUrl})) filter (where k.acesso_online and ${hostOfUrl} is not null) as sites
                 from acervo_link k where ${titlesInRange.where('k.cod_acervo')}
                group by k.cod_acervo) k on k.cod_acervo = a.cod_acervo
    left join (select v.cod_acervo, json_agg(json_build_array(v.tipo, v.codigo, v.rotulo)) as rotulos from (
                 select n.cod_acervo, case when n.tag in ('111', '711') then 'E' else 'A' end as tipo,
                        n.nome_normalizado as codigo, min(n.nome) as rotulo
                   from acervo_autor n where ${titlesInRange.where('n.cod_acervo')} and n.nome_normalizado <> ''
                  group by 1, 2, 3
                 union all
                 select s.cod_acervo, 'S', s.descricao_normalizada, min(s.descricao)
                   from acervo_assunto s where ${titlesInRange.where('s.cod_acervo')} and s.descricao_normalizada <> ''
                  group by 1, 2, 3) as v
                group by v.cod_acervo) r on r.cod_acervo = a.cod_acervo
   where ${titlesInRange.where('a.cod_acervo')}
   order by a.cod_acervo`;

const documentRecord = /* sql */ `jsonb_to_recordset($1::jsonb) as r(cod_acervo integer, documento text,
         serie text, chamada text, isbn text, issn text, titulo_chave text, autor_chave text)`;

/** Search rows from the documents built in JavaScript ($1) and the title's own columns. */
const upsertDocuments = /* sql */ `
  insert into acervo_busca (cod_acervo, documento, serie, chamada, isbn, issn, titulo_chave, autor_chave,
                            ano, cod_tipo_obra, ultima_aquisicao, versao)
  select r.cod_acervo, r.documento::tsvector, r.serie::tsvector, r.chamada::tsvector, r.isbn::tsvector,
         r.issn::tsvector, r.titulo_chave, r.autor_chave, a.ano_publicacao, a.cod_tipo_obra,
         (select max(e.data_aquisicao) from exemplar e where e.cod_acervo = a.cod_acervo), a.atualizado_em
    from ${documentRecord}
    join acervo a on a.cod_acervo = r.cod_acervo
  on conflict (cod_acervo) do update set
    documento = excluded.documento, serie = excluded.serie, chamada = excluded.chamada,
    isbn = excluded.isbn, issn = excluded.issn, titulo_chave = excluded.titulo_chave,
    autor_chave = excluded.autor_chave, ano = excluded.ano, cod_tipo_obra = excluded.cod_tipo_obra,
    ultima_aquisicao = excluded.ultima_aquisicao, versao = excluded.versao`;

/**
 * The same rows for a range of titles that has none yet ($2, $3): a plain insert, the latest
 * acquisitions aggregated once for the range.
 */
export const insertDocumentsInRange = /* sql */ `
  insert into acervo_busca (cod_acervo, documento, serie, chamada, isbn, issn, titulo_chave, autor_chave,
                            ano, cod_tipo_obra, ultima_aquisicao, versao)
  select r.cod_acervo, r.documento::tsvector, r.serie::tsvector, r.chamada::tsvector, r.isbn::tsvector,
         r.issn::tsvector, r.titulo_chave, r.autor_chave, a.ano_publicacao, a.cod_tipo_obra,
         u.ultima_aquisicao, a.atualizado_em
    from ${documentRecord}
    join acervo a on a.cod_acervo = r.cod_acervo
    left join (select e.cod_acervo, max(e.data_aquisicao) as ultima_aquisicao from exemplar e
                where e.cod_acervo > $2 and e.cod_acervo <= $3 group by e.cod_acervo) u
      on u.cod_acervo = a.cod_acervo`;

/**
 * Facet values by spec code for a set of titles. P (publisher) and C (series) are normalised by the
 * tokenizer in JavaScript and arrive as JSON in the set's first free parameter; the rest come from
 * the catalogue tables.
 */
function insertFacets(titles: TitleSet): string {
  const given = titles.where;
  return /* sql */ `
  insert into acervo_faceta (cod_acervo, tipo, codigo, rotulo)
  select cod_acervo, tipo, codigo, min(rotulo) from (
    select a.cod_acervo, 'T' as tipo, a.cod_tipo_obra::text as codigo, null::text as rotulo
      from acervo a where ${given('a.cod_acervo')}
    union all
    select a.cod_acervo, 'Y', a.ano_publicacao::text, null
      from acervo a where ${given('a.cod_acervo')} and a.ano_publicacao is not null
    union all
    select a.cod_acervo, 'I', trim(l.codigo), null
      from acervo a cross join lateral unnest(array[a.idioma] || a.idiomas) as l(codigo)
     where ${given('a.cod_acervo')} and l.codigo is not null and trim(l.codigo) <> ''
    union all
    select a.cod_acervo, 'X', 'C', null
      from acervo a where ${given('a.cod_acervo')} and a.link_capa is not null
    union all
    select a.cod_acervo, 'X', 'O', null
      from acervo a where ${given('a.cod_acervo')} and (a.acesso_remoto
        or exists (select 1 from acervo_link k where k.cod_acervo = a.cod_acervo and k.acesso_online))
    union all
    select a.cod_acervo, 'X', 'A', null
      from acervo a where ${given('a.cod_acervo')} and a.possui_acessibilidade
    union all
    select k.cod_acervo, 'R', lower(${hostOfUrl}), null
      from acervo_link k where ${given('k.cod_acervo')} and k.acesso_online and ${hostOfUrl} is not null
    union all
    select a.cod_acervo, 'K', left(${classification}, 1), null
      from acervo a where ${given('a.cod_acervo')} and ${classification} ~ '^[0-9]'
    union all
    select a.cod_acervo, 'Z', i.cod_empresa::text, null
      from acervo a cross join instituicao i where ${given('a.cod_acervo')}
    union all
    select n.cod_acervo, case when n.tag in ('111', '711') then 'E' else 'A' end, n.nome_normalizado, n.nome
      from acervo_autor n where ${given('n.cod_acervo')} and n.nome_normalizado <> ''
    union all
    select s.cod_acervo, 'S', s.descricao_normalizada, s.descricao
      from acervo_assunto s where ${given('s.cod_acervo')} and s.descricao_normalizada <> ''
    union all
    select e.cod_acervo, 'B', e.cod_biblioteca::text, null
      from exemplar e where ${given('e.cod_acervo')}
    union all
    select r.cod_acervo, r.tipo, r.codigo, r.rotulo
      from jsonb_to_recordset($${titles.firstFreeParameter}::jsonb)
        as r(cod_acervo integer, tipo text, codigo text, rotulo text)
  ) as v
  group by cod_acervo, tipo, codigo`;
}

const insertFacetsByIds = insertFacets(titlesByIds);

/** A heading as shown in a facet: without the trailing ISBD punctuation of the record. */
function displayHeading(text: string): string {
  return text.replace(/[\s,:;/=.]+$/u, '').trim();
}

export type FacetRow = { cod_acervo: number; tipo: string; codigo: string; rotulo: string | null };

/** The publisher (P) and series (C) facet values: headings normalised by the tokenizer. */
export function textFacetsOf(row: SourceRow, into: FacetRow[]): void {
  for (const [tipo, text] of [
    ['P', row.editora],
    ['C', row.serie],
  ] as const) {
    const codigo = normalizeHeading(text);
    if (text && codigo) into.push({ cod_acervo: row.cod_acervo, tipo, codigo, rotulo: displayHeading(text) });
  }
}

/** The search row of a title as JSON for `documentRecord`. */
export function documentOf(row: SourceRow) {
  const document = buildSearchDocument(row);
  return {
    cod_acervo: row.cod_acervo,
    documento: weightedVectorLiteral(document.documento),
    serie: plainVectorLiteral(document.serie),
    chamada: plainVectorLiteral(document.chamada),
    isbn: plainVectorLiteral(document.isbn),
    issn: plainVectorLiteral(document.issn),
    titulo_chave: document.tituloChave,
    autor_chave: document.autorChave,
  };
}

/** What JavaScript contributes to a batch's rows: the documents and the P and C facet values, as JSON. */
function buildBatch(rows: readonly SourceRow[]): { documents: string; textFacets: string } {
  const documents = [];
  const textFacets: FacetRow[] = [];
  for (const row of rows) {
    documents.push(documentOf(row));
    textFacetsOf(row, textFacets);
  }
  return { documents: JSON.stringify(documents), textFacets: JSON.stringify(textFacets) };
}

/** Replaces the rows of the given titles (any of them may have rows already). */
export async function storeBatch(tx: Queryable, rows: readonly SourceRow[]): Promise<void> {
  const { documents, textFacets } = buildBatch(rows);
  const ids = rows.map((row) => row.cod_acervo);
  await tx.query(upsertDocuments, [documents]);
  await tx.query('delete from acervo_faceta where cod_acervo = any($1::int[])', [ids]);
  await tx.query(insertFacetsByIds, [ids, textFacets]);
}
