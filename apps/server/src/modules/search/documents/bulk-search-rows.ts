import type { Database, Queryable } from '../../../db/database.ts';
import {
  type BulkSourceRow,
  documentOf,
  type FacetRow,
  insertDocumentsInRange,
  selectBulkSourcesInRange,
  textFacetsOf,
} from './search-row-statements.ts';

/**
 * The bulk path of the search rows (ADR 154). A bulk load (the synthetic seed, an import) appends
 * titles with ids above every title that has search rows: that tail has no row in `acervo_busca`
 * or `acervo_faceta`, so its rows are plain inserts of id ranges, with no delete, no conflict
 * handling and no per-title lookups. When the tail is at least as large as the catalogue before
 * it, the two tables' indexes and constraints are dropped and rebuilt around the inserts, all in
 * one transaction: a crash rolls back to the tables as they were, indexes included, and the next
 * sync starts again.
 */

const SEARCH_ROW_TABLES = `'acervo_busca'::regclass, 'acervo_faceta'::regclass`;

type UnbuiltTail = {
  /** The last title that has search or facet rows (0 when none has). */
  after: number;
  /** The last title of the catalogue when the tail was found. */
  last: number;
  titles: number;
  /** Titles up to `after`: what the tables' indexes already cover. */
  before: number;
};

/**
 * The titles after the last one with rows, when there are at least `minimum` of them. Reads at
 * most `minimum` index entries of `acervo` when there are fewer (the common case at a start).
 */
export async function findUnbuiltTail(db: Queryable, minimum: number): Promise<UnbuiltTail | null> {
  if (!Number.isSafeInteger(minimum)) return null;
  const [built] = await db.query<{ after: number }>(
    `select greatest((select max(cod_acervo) from acervo_busca), (select max(cod_acervo) from acervo_faceta), 0)
       as after`,
  );
  const after = built!.after;
  const [enough] = await db.query(
    'select 1 from acervo where cod_acervo > $1 order by cod_acervo offset $2 limit 1',
    [after, Math.max(minimum - 1, 0)],
  );
  if (!enough) return null;
  const [counts] = await db.query<{ last: number; titles: number; before: number }>(
    `select max(cod_acervo) as last, count(*) filter (where cod_acervo > $1)::int as titles,
            count(*) filter (where cod_acervo <= $1)::int as before
       from acervo`,
    [after],
  );
  return { after, ...counts! };
}

/** The last id of the chunk of `size` titles after `after`, or `last` when fewer remain. */
async function chunkEnd(db: Queryable, after: number, last: number, size: number): Promise<number> {
  const [row] = await db.query<{ cod_acervo: number }>(
    `select cod_acervo from acervo where cod_acervo > $1 and cod_acervo <= $2
      order by cod_acervo offset $3 limit 1`,
    [after, last, size - 1],
  );
  return row?.cod_acervo ?? last;
}

/** The facet rows of a title, as `insertFacets` would write them. */
function facetRowsOf(row: BulkSourceRow, companies: readonly string[], into: FacetRow[]) {
  const cod_acervo = row.cod_acervo;
  const add = (tipo: string, codigo: string, rotulo: string | null = null) =>
    into.push({ cod_acervo, tipo, codigo, rotulo });
  const addEach = (tipo: string, codes: Iterable<string>) => {
    for (const codigo of new Set(codes)) add(tipo, codigo);
  };
  add('T', row.faceta_tipo_obra);
  if (row.faceta_ano !== null) add('Y', row.faceta_ano);
  addEach('I', row.faceta_idiomas);
  if (row.faceta_capa) add('X', 'C');
  if (row.faceta_online) add('X', 'O');
  if (row.faceta_acessibilidade) add('X', 'A');
  addEach('R', row.faceta_sites);
  if (row.faceta_classe !== null) add('K', row.faceta_classe);
  addEach('Z', companies);
  for (const [tipo, codigo, rotulo] of row.faceta_rotulos) add(tipo, codigo, rotulo);
  addEach('B', row.faceta_bibliotecas);
  textFacetsOf(row, into);
}

const insertFacetRows = /* sql */ `
  insert into acervo_faceta (cod_acervo, tipo, codigo, rotulo)
  select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])`;

const companiesOf = async (tx: Queryable) =>
  (await tx.query<{ codigo: string }>('select cod_empresa::text as codigo from instituicao')).map(
    (row) => row.codigo,
  );

type BuiltChunk = { after: number; last: number; titles: number; documents: string; facets: unknown[][] };

/** The JavaScript half of a chunk: documents as JSON, facet rows as the columns of `insertFacetRows`. */
function buildChunk(
  rows: readonly BulkSourceRow[],
  companies: readonly string[],
  after: number,
  last: number,
) {
  const documents = [];
  const facets: FacetRow[] = [];
  for (const row of rows) {
    documents.push(documentOf(row));
    facetRowsOf(row, companies, facets);
  }
  return {
    after,
    last,
    titles: rows.length,
    documents: JSON.stringify(documents),
    facets: [
      facets.map((facet) => facet.cod_acervo),
      facets.map((facet) => facet.tipo),
      facets.map((facet) => facet.codigo),
      facets.map((facet) => facet.rotulo),
    ],
  } satisfies BuiltChunk;
}

async function writeChunk(tx: Queryable, chunk: BuiltChunk) {
  await tx.query(insertDocumentsInRange, [chunk.documents, chunk.after, chunk.last]);
  await tx.query(insertFacetRows, chunk.facets);
}

/** Writes the rows of the titles in (after, last], which have none. */
async function insertRange(tx: Queryable, after: number, last: number): Promise<number> {
  const rows = await tx.query<BulkSourceRow>(selectBulkSourcesInRange, [after, last]);
  if (rows.length === 0) return 0;
  await writeChunk(tx, buildChunk(rows, await companiesOf(tx), after, last));
  return rows.length;
}

/** The last id of every chunk of `size` titles in (after, last]. */
async function chunkEnds(tx: Queryable, after: number, last: number, size: number): Promise<number[]> {
  const ends = await tx.query<{ cod_acervo: number }>(
    `select cod_acervo from (select cod_acervo, row_number() over (order by cod_acervo) as n from acervo
                              where cod_acervo > $1 and cod_acervo <= $2) as t
      where n % $3 = 0 order by cod_acervo`,
    [after, last, size],
  );
  const list = ends.map((row) => row.cod_acervo);
  if (list[list.length - 1] !== last) list.push(last);
  return list;
}

/** Marks a promise's failure as seen now; awaiting it later still throws. */
const quietly = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * Writes the rows of every title in (after, last], which have none, chunk by chunk: the database
 * reads the next chunk and writes the previous one while JavaScript builds the current one.
 * Chunks touch disjoint titles, so the order the statements run in does not matter.
 */
async function insertRangePipelined(
  tx: Queryable,
  range: { after: number; last: number },
  options: BulkOptions,
): Promise<number> {
  const companies = await companiesOf(tx);
  const ends = await chunkEnds(tx, range.after, range.last, options.chunkSize);
  const read = (index: number) => {
    const after = index === 0 ? range.after : ends[index - 1]!;
    return quietly(tx.query<BulkSourceRow>(selectBulkSourcesInRange, [after, ends[index]]));
  };
  let built = 0;
  let reading = read(0);
  let writing: Promise<void> = Promise.resolve();
  try {
    for (let index = 0; index < ends.length; index++) {
      const rows = await reading;
      if (index + 1 < ends.length) reading = read(index + 1);
      const chunk = buildChunk(rows, companies, index === 0 ? range.after : ends[index - 1]!, ends[index]!);
      await writing;
      writing = quietly(writeChunk(tx, chunk));
      built += chunk.titles;
      options.onProgress(built);
    }
    await writing;
    return built;
  } finally {
    // On a failure, nothing may still be running when the transaction rolls back.
    await Promise.allSettled([reading, writing]);
  }
}

/** The statements that drop the tables' constraints and indexes, and those that rebuild them. */
async function indexDefinitions(tx: Queryable): Promise<{ drop: string[]; create: string[] } | null> {
  // Another table's foreign key on these would have to go too: leave such a schema alone.
  const [referenced] = await tx.query(
    `select 1 from pg_constraint where confrelid in (${SEARCH_ROW_TABLES})
        and conrelid not in (${SEARCH_ROW_TABLES}) limit 1`,
  );
  if (referenced) return null;
  const constraints = await tx.query<{ tabela: string; nome: string; definicao: string; tipo: string }>(
    `select conrelid::regclass::text as tabela, quote_ident(conname) as nome,
            pg_get_constraintdef(oid) as definicao, contype::text as tipo
       from pg_constraint where conrelid in (${SEARCH_ROW_TABLES}) and contype in ('p', 'u', 'f')
      order by conrelid::regclass::text, conname`,
  );
  const indexes = await tx.query<{ nome: string; definicao: string }>(
    `select i.indexrelid::regclass::text as nome, pg_get_indexdef(i.indexrelid) as definicao
       from pg_index i
      where i.indrelid in (${SEARCH_ROW_TABLES})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
      order by 1`,
  );
  const foreign = constraints.filter((c) => c.tipo === 'f');
  const keys = constraints.filter((c) => c.tipo !== 'f');
  const dropConstraint = (c: (typeof constraints)[number]) =>
    `alter table ${c.tabela} drop constraint ${c.nome}`;
  const addConstraint = (c: (typeof constraints)[number]) =>
    `alter table ${c.tabela} add constraint ${c.nome} ${c.definicao}`;
  return {
    drop: [
      ...foreign.map(dropConstraint),
      ...keys.map(dropConstraint),
      ...indexes.map((index) => `drop index ${index.nome}`),
    ],
    // Keys first, then the other indexes; the foreign keys last, each checked by one join.
    create: [
      ...keys.map(addConstraint),
      ...indexes.map((index) => index.definicao),
      ...foreign.map(addConstraint),
    ],
  };
}

/**
 * For this transaction only: no JIT (PostgreSQL compiles each chunk's large plans afresh, which cost
 * more than it saved), and room for the facet grouping to stay in memory instead of spilling.
 */
async function settingsForBulk(tx: Queryable) {
  await tx.query(`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
}

type BulkOptions = { chunkSize: number; onProgress: (done: number) => void };

/**
 * Builds the rows of the tail's titles; returns how many were built. Titles added to the catalogue
 * meanwhile, and any chunk another writer touched first, are left to the incremental sync.
 */
export async function buildUnbuiltTail(
  db: Database,
  tail: UnbuiltTail,
  options: BulkOptions,
): Promise<number> {
  if (tail.titles >= tail.before) {
    const done = await db.transaction(async (tx) => {
      // Nothing else writes these tables until the commit; the tail is found again under the lock.
      await tx.query('lock table acervo_busca, acervo_faceta in access exclusive mode');
      await settingsForBulk(tx);
      const locked = await findUnbuiltTail(tx, 1);
      const definitions = locked && (await indexDefinitions(tx));
      if (!locked || !definitions) return null;
      for (const statement of definitions.drop) await tx.query(statement);
      const built = await insertRangePipelined(tx, locked, options);
      for (const statement of definitions.create) await tx.query(statement);
      return built;
    });
    if (done !== null) return done;
  }
  let built = 0;
  for (let after = tail.after; after < tail.last;) {
    const end = await chunkEnd(db, after, tail.last, options.chunkSize);
    built += await db.transaction(async (tx) => {
      await tx.query('lock table acervo_busca, acervo_faceta in share row exclusive mode');
      await settingsForBulk(tx);
      const [taken] = await tx.query(
        `select 1 where exists (select 1 from acervo_busca where cod_acervo > $1 and cod_acervo <= $2)
                     or exists (select 1 from acervo_faceta where cod_acervo > $1 and cod_acervo <= $2)`,
        [after, end],
      );
      return taken ? 0 : insertRange(tx, after, end);
    });
    options.onProgress(built);
    after = end;
  }
  return built;
}
