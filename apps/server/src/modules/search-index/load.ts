import type { Queryable } from '../../db/database.ts';
import type { FacetType } from '../search/engine/search-engine.ts';
import { compareStaticRank, type IndexDocument, TERM_GROUPS, type TermGroup } from './document.ts';
import { type MainSegment, SegmentBuilder } from './segment.ts';

/**
 * A title's search row and facet rows as the index keeps them. The weighted vector is split by
 * weight in SQL (`ts_filter`), so no tsvector text is ever parsed here.
 */
const DOCUMENT_SQL = /* sql */ `
  select b.cod_acervo, b.ano, b.cod_tipo_obra, b.titulo_chave, b.autor_chave,
         (b.ultima_aquisicao - date '1970-01-01') as aquisicao,
         tsvector_to_array(ts_filter(b.documento, '{a}')) as "A",
         tsvector_to_array(ts_filter(b.documento, '{b}')) as "B",
         tsvector_to_array(ts_filter(b.documento, '{c}')) as "C",
         tsvector_to_array(ts_filter(b.documento, '{d}')) as "D",
         tsvector_to_array(b.serie) as serie, tsvector_to_array(b.chamada) as chamada,
         tsvector_to_array(b.isbn) as isbn, tsvector_to_array(b.issn) as issn,
         coalesce((select json_agg(json_build_array(f.tipo, f.codigo, f.rotulo))
                     from acervo_faceta f where f.cod_acervo = b.cod_acervo and f.tipo <> 'Y'), '[]'::json) as facetas
    from acervo_busca b
   where b.cod_acervo = any($1::int[])`;

type DocumentRow = Record<TermGroup, string[]> & {
  cod_acervo: number;
  ano: number | null;
  cod_tipo_obra: number;
  titulo_chave: string;
  autor_chave: string | null;
  aquisicao: number | null;
  facetas: Array<[FacetType, string, string | null]>;
};

function toDocument(row: DocumentRow): IndexDocument {
  const facets: IndexDocument['facets'] = {};
  const labels: NonNullable<IndexDocument['labels']> = [];
  for (const [type, code, label] of row.facetas) {
    (facets[type] ??= []).push(code);
    if (label !== null) labels.push([type, code, label]);
  }
  return {
    id: row.cod_acervo,
    year: row.ano,
    type: row.cod_tipo_obra,
    titleKey: row.titulo_chave,
    authorKey: row.autor_chave,
    acquired: row.aquisicao === null ? null : Number(row.aquisicao),
    terms: Object.fromEntries(
      TERM_GROUPS.map((group) => [group, row[group] ?? []]),
    ) as IndexDocument['terms'],
    facets,
    labels,
  };
}

/** The index documents of some titles (titles without a search row are simply missing). */
export async function loadDocuments(db: Queryable, ids: readonly number[]): Promise<IndexDocument[]> {
  if (ids.length === 0) return [];
  return (await db.query<DocumentRow>(DOCUMENT_SQL, [ids])).map(toDocument);
}

/** The last change number in the feed (0 when empty). */
async function feedPosition(db: Queryable): Promise<number> {
  const [row] = await db.query<{ seq: number | string }>(
    'select coalesce(max(seq), 0) as seq from busca_alteracao',
  );
  return Number(row?.seq ?? 0);
}

/** The id of the database the index follows (see migration 040). */
export async function databaseInstance(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id::text as id from busca_indice_instancia');
  return row?.id ?? '';
}

export type BuildProgress = (done: number, total: number) => void;

/**
 * A cold build from the search rows. The feed position is read first: whatever commits after it
 * is replayed by the follower (replaying a change is harmless: delete + re-add), so no long
 * transaction has to hold the database still while a million titles are read.
 */
export async function buildMainSegment(
  db: Queryable,
  options: { batchSize?: number; onProgress?: BuildProgress } = {},
): Promise<{ segment: MainSegment; pending: IndexDocument[] }> {
  const seq = await feedPosition(db);
  const order = await db.query<{ cod_acervo: number }>(
    'select cod_acervo from acervo_busca order by ano desc nulls last, titulo_chave, cod_acervo',
  );
  const ids = order.map((row) => row.cod_acervo);
  const builder = new SegmentBuilder();
  const batchSize = options.batchSize ?? 2000;
  const pending: IndexDocument[] = [];
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const documents = new Map((await loadDocuments(db, batch)).map((doc) => [doc.id, doc]));
    for (const id of batch) {
      const document = documents.get(id);
      // Deleted since the order was read: the feed says so too.
      if (!document) continue;
      // Changed since the order was read (its year or title moved): it joins the delta instead.
      const previous = builder.previous;
      if (previous && compareStaticRank(previous, document) >= 0) pending.push(document);
      else builder.add(document);
    }
    options.onProgress?.(Math.min(start + batchSize, ids.length), ids.length);
  }
  return { segment: builder.finish(seq), pending };
}
