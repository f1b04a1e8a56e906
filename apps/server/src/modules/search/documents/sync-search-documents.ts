import type { Database, Queryable } from '../../../db/database.ts';
import { normalizeHeading } from '../../../text/tokenizer.ts';
import {
  buildSearchDocument,
  plainVectorLiteral,
  type SearchSource,
  weightedVectorLiteral,
} from './search-document.ts';

/**
 * Keeps `acervo_busca` and `acervo_faceta` in step with the catalogue: builds the rows of titles
 * that have none or whose title changed since (`acervo.atualizado_em` newer than `versao`), in
 * batches. Cheap when nothing is stale (one indexed query), so it runs at every start, after the
 * demo seeding, after imports and after the synthetic catalogue. `refreshTitles` rebuilds given
 * titles now (their copies changed, for instance).
 */

type SourceRow = SearchSource & { cod_acervo: number };

const selectSources = (where: string) => /* sql */ `
  select a.cod_acervo, a.titulo, a.subtitulo, a.titulo_ordenacao, a.responsabilidade, a.autor_principal,
         a.editora, a.notas, a.serie, a.classificacao, a.cdd, a.cdu, a.isbn, a.issn,
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
 * $2 is the last title of the previous batch: a sync walks the catalogue once, in id order, instead
 * of rescanning the titles it already found current at every batch (quadratic at a million titles).
 */
const staleSources = selectSources(/* sql */ `a.cod_acervo > $2 and not exists (
  select 1 from acervo_busca b where b.cod_acervo = a.cod_acervo and b.versao >= a.atualizado_em)`);
const givenSources = selectSources('a.cod_acervo = any($2::int[])');

const upsertDocuments = /* sql */ `
  insert into acervo_busca (cod_acervo, documento, serie, chamada, isbn, issn, titulo_chave, autor_chave,
                            ano, cod_tipo_obra, ultima_aquisicao, versao)
  select r.cod_acervo, r.documento::tsvector, r.serie::tsvector, r.chamada::tsvector, r.isbn::tsvector,
         r.issn::tsvector, r.titulo_chave, r.autor_chave, a.ano_publicacao, a.cod_tipo_obra,
         (select max(e.data_aquisicao) from exemplar e where e.cod_acervo = a.cod_acervo), a.atualizado_em
    from jsonb_to_recordset($1::jsonb) as r(cod_acervo integer, documento text, serie text, chamada text,
         isbn text, issn text, titulo_chave text, autor_chave text)
    join acervo a on a.cod_acervo = r.cod_acervo
  on conflict (cod_acervo) do update set
    documento = excluded.documento, serie = excluded.serie, chamada = excluded.chamada,
    isbn = excluded.isbn, issn = excluded.issn, titulo_chave = excluded.titulo_chave,
    autor_chave = excluded.autor_chave, ano = excluded.ano, cod_tipo_obra = excluded.cod_tipo_obra,
    ultima_aquisicao = excluded.ultima_aquisicao, versao = excluded.versao`;

/**
 * Facet values by spec code. P (publisher) and C (series) are normalised by the tokenizer in
 * JavaScript and arrive in $2; the rest come from the catalogue tables.
 */
const insertFacets = /* sql */ `
  insert into acervo_faceta (cod_acervo, tipo, codigo, rotulo)
  select cod_acervo, tipo, codigo, min(rotulo) from (
    select a.cod_acervo, 'T' as tipo, a.cod_tipo_obra::text as codigo, null::text as rotulo
      from acervo a where a.cod_acervo = any($1::int[])
    union all
    select a.cod_acervo, 'Y', a.ano_publicacao::text, null
      from acervo a where a.cod_acervo = any($1::int[]) and a.ano_publicacao is not null
    union all
    select a.cod_acervo, 'I', trim(l.codigo), null
      from acervo a cross join lateral unnest(array[a.idioma] || a.idiomas) as l(codigo)
     where a.cod_acervo = any($1::int[]) and l.codigo is not null and trim(l.codigo) <> ''
    union all
    select a.cod_acervo, 'X', 'C', null
      from acervo a where a.cod_acervo = any($1::int[]) and a.link_capa is not null
    union all
    select a.cod_acervo, 'X', 'O', null
      from acervo a where a.cod_acervo = any($1::int[]) and (a.acesso_remoto
        or exists (select 1 from acervo_link k where k.cod_acervo = a.cod_acervo and k.acesso_online))
    union all
    select a.cod_acervo, 'X', 'A', null
      from acervo a where a.cod_acervo = any($1::int[]) and a.possui_acessibilidade
    union all
    select k.cod_acervo, 'R', lower(substring(k.url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@]*@)?([^/:?#]+)')), null
      from acervo_link k where k.cod_acervo = any($1::int[]) and k.acesso_online
       and substring(k.url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@]*@)?([^/:?#]+)') is not null
    union all
    select a.cod_acervo, 'K', left(coalesce(a.cdd, a.cdu, a.classificacao), 1), null
      from acervo a where a.cod_acervo = any($1::int[])
       and coalesce(a.cdd, a.cdu, a.classificacao) ~ '^[0-9]'
    union all
    select a.cod_acervo, 'Z', i.cod_empresa::text, null
      from acervo a cross join instituicao i where a.cod_acervo = any($1::int[])
    union all
    select n.cod_acervo, case when n.tag in ('111', '711') then 'E' else 'A' end, n.nome_normalizado, n.nome
      from acervo_autor n where n.cod_acervo = any($1::int[]) and n.nome_normalizado <> ''
    union all
    select s.cod_acervo, 'S', s.descricao_normalizada, s.descricao
      from acervo_assunto s where s.cod_acervo = any($1::int[]) and s.descricao_normalizada <> ''
    union all
    select e.cod_acervo, 'B', e.cod_biblioteca::text, null
      from exemplar e where e.cod_acervo = any($1::int[])
    union all
    select r.cod_acervo, r.tipo, r.codigo, r.rotulo
      from jsonb_to_recordset($2::jsonb) as r(cod_acervo integer, tipo text, codigo text, rotulo text)
  ) as v
  group by cod_acervo, tipo, codigo`;

/** A heading as shown in a facet: without the trailing ISBD punctuation of the record. */
function displayHeading(text: string): string {
  return text.replace(/[\s,:;/=.]+$/u, '').trim();
}

async function storeBatch(tx: Queryable, rows: SourceRow[]) {
  const documents = [];
  const textFacets: Array<{ cod_acervo: number; tipo: string; codigo: string; rotulo: string }> = [];
  for (const row of rows) {
    const document = buildSearchDocument(row);
    documents.push({
      cod_acervo: row.cod_acervo,
      documento: weightedVectorLiteral(document.documento),
      serie: plainVectorLiteral(document.serie),
      chamada: plainVectorLiteral(document.chamada),
      isbn: plainVectorLiteral(document.isbn),
      issn: plainVectorLiteral(document.issn),
      titulo_chave: document.tituloChave,
      autor_chave: document.autorChave,
    });
    for (const [tipo, text] of [
      ['P', row.editora],
      ['C', row.serie],
    ] as const) {
      const codigo = normalizeHeading(text);
      if (text && codigo)
        textFacets.push({ cod_acervo: row.cod_acervo, tipo, codigo, rotulo: displayHeading(text) });
    }
  }
  const ids = rows.map((row) => row.cod_acervo);
  await tx.query(upsertDocuments, [JSON.stringify(documents)]);
  await tx.query('delete from acervo_faceta where cod_acervo = any($1::int[])', [ids]);
  await tx.query(insertFacets, [ids, JSON.stringify(textFacets)]);
}

const countStale = /* sql */ `
  select count(*) as n from acervo a
   where not exists (select 1 from acervo_busca b where b.cod_acervo = a.cod_acervo and b.versao >= a.atualizado_em)`;

/**
 * Builds every missing or stale search row; returns how many titles were (re)built. `onProgress`
 * hears the titles done and, for a bulk run, how many there are in all (counted once).
 */
export async function syncSearchDocuments(
  db: Database,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  let total = 0;
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await db.query<SourceRow>(staleSources, [batchSize, after]);
    if (rows.length === 0) {
      // The search SQL plans by these tables' statistics too.
      if (done >= batchSize) await db.query('analyze acervo_busca, acervo_faceta');
      return done;
    }
    if (done === 0 && rows.length === batchSize) {
      // A bulk load (import, synthetic catalogue) just happened: without fresh statistics the
      // planner scans whole tables for every batch (10x slower at 1M titles, and autovacuum may be
      // off or not have caught up), so refresh them before the long run.
      await db.query('analyze acervo, acervo_autor, acervo_assunto, acervo_link, exemplar');
      if (options.onProgress) total = Number((await db.query<{ n: number }>(countStale))[0]?.n ?? 0);
    }
    await db.transaction((tx) => storeBatch(tx, rows));
    done += rows.length;
    after = rows[rows.length - 1]!.cod_acervo;
    options.onProgress?.(done, Math.max(total, done));
  }
}

/** Rebuilds the search rows of the given titles now (e.g. after their copies changed). */
export async function refreshTitles(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.query<SourceRow>(givenSources, [ids.length, ids]);
  if (rows.length > 0) await storeBatch(db, rows);
}
