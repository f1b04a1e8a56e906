import type { Queryable } from '../../../db/database.ts';
import type { QueryTerm } from '../../../text/tokenizer.ts';
import { termQueryLiteral, type Weight } from '../documents/search-document.ts';
import {
  DEFAULT_FACET_LIMIT,
  type FacetCount,
  type FacetCounts,
  type FacetType,
  type SearchClause,
  type SearchEngine,
  type SearchField,
  type SearchRequest,
  type SearchResult,
} from './search-engine.ts';

/**
 * The reference engine: one SQL statement over `acervo_busca`/`acervo_faceta` (migration 020)
 * answers total, page and every facet. Every value travels as a parameter; tsquery literals are
 * built from tokenizer terms, quoted, so no user text is ever parsed as query syntax.
 */

/** Relevance points per term by the best field it matches in (ADR 050); tunable. */
export const RELEVANCE_WEIGHTS: Readonly<Record<Weight, number>> = { A: 8, B: 4, C: 2, D: 1 };

/** Facet types listed whole (never cut to the facet limit). */
const UNCUT: ReadonlySet<FacetType> = new Set(['Y', 'X', 'T', 'I', 'K', 'Z', 'B']);

const FIELD_COLUMN: Record<SearchField, { column: string; weight?: Weight }> = {
  any: { column: 'documento' },
  title: { column: 'documento', weight: 'A' },
  author: { column: 'documento', weight: 'B' },
  subject: { column: 'documento', weight: 'C' },
  series: { column: 'serie' },
  callNumber: { column: 'chamada' },
  isbn: { column: 'isbn' },
  issn: { column: 'issn' },
};

class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

function clauseCondition(clause: SearchClause, params: Params): string {
  const { column, weight } = FIELD_COLUMN[clause.field];
  const query = clause.terms.map((term) => termQueryLiteral(term, weight)).join(' & ');
  return `b.${column} @@ ${params.add(query, '::tsquery')}`;
}

/** Left to right: ((c1 op2 c2) op3 c3) ...; NOT means AND NOT. */
function matchCondition(clauses: readonly SearchClause[], params: Params): string {
  let condition = '';
  for (const clause of clauses) {
    const current = clauseCondition(clause, params);
    if (!condition) condition = clause.operator === 'not' ? `not (${current})` : current;
    else if (clause.operator === 'or') condition = `(${condition} or ${current})`;
    else if (clause.operator === 'not') condition = `(${condition} and not (${current}))`;
    else condition = `(${condition} and ${current})`;
  }
  return condition || 'true';
}

function termScore(term: QueryTerm, field: SearchField, params: Params): string {
  const { column, weight } = FIELD_COLUMN[field];
  if (column !== 'documento') {
    return `case when b.${column} @@ ${params.add(termQueryLiteral(term), '::tsquery')} then ${RELEVANCE_WEIGHTS.D} else 0 end`;
  }
  const weights: Weight[] = weight ? [weight] : ['A', 'B', 'C', 'D'];
  const cases = weights
    .map(
      (w) =>
        `when b.documento @@ ${params.add(termQueryLiteral(term, w), '::tsquery')} then ${RELEVANCE_WEIGHTS[w]}`,
    )
    .join(' ');
  return `case ${cases} else 0 end`;
}

/** Sum over the positive clauses' terms of the points of the best field each matches in. */
function relevanceExpression(clauses: readonly SearchClause[], params: Params): string {
  const parts = clauses
    .filter((clause) => clause.operator !== 'not')
    .flatMap((clause) => clause.terms.map((term) => termScore(term, clause.field, params)));
  return parts.length > 0 ? parts.join(' + ') : '0';
}

function orderBy(request: SearchRequest): string {
  const sort = request.sort ?? { key: 'relevance' };
  const direction = sort.descending ? 'desc' : 'asc';
  switch (sort.key) {
    case 'relevance':
      return `score ${sort.descending ? 'asc' : 'desc'}, b.cod_acervo asc`;
    case 'title':
      return `b.titulo_chave ${direction}, b.cod_acervo ${direction}`;
    case 'author':
      return `b.autor_chave ${direction} nulls last, b.titulo_chave ${direction}, b.cod_acervo ${direction}`;
    case 'year':
      return `b.ano ${direction} nulls last, b.titulo_chave asc, b.cod_acervo asc`;
    case 'type':
      return `b.cod_tipo_obra ${direction}, b.titulo_chave asc, b.cod_acervo asc`;
    case 'id':
      return `b.cod_acervo ${direction}`;
  }
}

type Row = { total: number; ids: number[] | null; facets: Array<FacetCount & { tipo: FacetType }> | null };

export function createSqlSearchEngine(db: Queryable): SearchEngine {
  return {
    name: 'sql',
    async search(request: SearchRequest): Promise<SearchResult> {
      const params = new Params();
      const conditions = [matchCondition(request.clauses, params)];
      if (request.acquiredSince)
        conditions.push(`b.ultima_aquisicao >= ${params.add(request.acquiredSince, '::date')}`);
      if (request.years?.from !== undefined)
        conditions.push(`b.ano >= ${params.add(request.years.from, '::int')}`);
      if (request.years?.to !== undefined)
        conditions.push(`b.ano <= ${params.add(request.years.to, '::int')}`);
      const relevance =
        (request.sort?.key ?? 'relevance') === 'relevance'
          ? relevanceExpression(request.clauses, params)
          : '0';

      // One boolean column per active filter type, so each facet can leave out its own filter.
      const filters = Object.entries(request.filters ?? {}).filter(
        (entry): entry is [FacetType, readonly string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
      );
      const filterColumns = filters.map(
        ([type, codes]) =>
          `exists (select 1 from acervo_faceta x where x.cod_acervo = b.cod_acervo and x.tipo = '${type}'
                    and x.codigo = any(${params.add([...codes], '::text[]')})) as f_${type}`,
      );
      const all = filters.map(([type]) => `f_${type}`).join(' and ') || 'true';
      const allBut = (own: FacetType) =>
        filters
          .filter(([type]) => type !== own)
          .map(([type]) => `m.f_${type}`)
          .join(' and ') || 'true';

      const facetTypes = [...new Set(request.facets ?? [])];
      const limit = request.facetLimit ?? DEFAULT_FACET_LIMIT;
      const facetQueries = facetTypes.map(
        (type) => /* sql */ `
          select * from (
            select '${type}' as tipo, v.codigo, min(v.rotulo) as rotulo,
                   count(*) filter (where ${allBut(type)})::int as total, count(*)::int as total_sem_filtro
              from m join acervo_faceta v on v.cod_acervo = m.cod_acervo and v.tipo = '${type}'
             group by v.codigo
             order by 4 desc, 5 desc, v.codigo
             ${UNCUT.has(type) ? '' : `limit ${Math.max(1, Math.floor(limit))}`}
          ) as facet_${type}`,
      );

      const sql = /* sql */ `
        with m as materialized (
          select b.cod_acervo, b.titulo_chave, b.autor_chave, b.ano, b.cod_tipo_obra,
                 ${relevance} as score${filterColumns.map((column) => `, ${column}`).join('')}
            from acervo_busca b
           where ${conditions.join(' and ')}
        ),
        hits as (select * from m as b where ${all}),
        page as (
          select b.cod_acervo, row_number() over (order by ${orderBy(request)}) as n from hits as b
           order by n
           limit ${params.add(request.page.limit, '::int')} offset ${params.add(request.page.offset, '::int')}
        )
        select (select count(*)::int from hits) as total,
               (select array_agg(cod_acervo order by n) from page) as ids,
               ${
                 facetQueries.length > 0
                   ? `(select json_agg(json_build_object('tipo', f.tipo, 'codigo', f.codigo, 'label', f.rotulo,
                        'total', f.total, 'totalSemFiltro', f.total_sem_filtro))
                        from (${facetQueries.join(' union all ')}) as f)`
                   : 'null::json'
               } as facets`;
      const [row] = await db.query<Row>(sql, params.values);
      const facets: FacetCounts = {};
      for (const type of facetTypes) facets[type] = [];
      for (const { tipo, label, ...count } of row?.facets ?? []) {
        facets[tipo]!.push(label == null ? count : { ...count, label });
      }
      return { total: row?.total ?? 0, ids: row?.ids ?? [], facets };
    },
  };
}
