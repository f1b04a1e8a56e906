import type { Queryable } from '../../db/database.ts';
import { compareStaticRank, type DocumentRow, type IndexDocument, toDocument } from './document.ts';
import { collectDisplayForms, type MainSegment, SegmentBuilder } from './segment.ts';

const DOCUMENT_COLUMNS = /* sql */ `
  select a.cod_acervo, a.ano_publicacao, a.titulo, a.subtitulo, a.titulo_ordenacao, a.responsabilidade,
    a.autor_principal, a.edicao, a.local_publicacao, a.editora, a.serie, a.isbn, a.issn, a.cod_tipo_obra,
    a.idioma, a.link_capa, a.acesso_remoto, a.possui_acessibilidade,
    coalesce((select array_agg(n.nome order by n.seq) from acervo_autor n where n.cod_acervo = a.cod_acervo), '{}') as autores,
    coalesce((select array_agg(s.descricao order by s.seq) from acervo_assunto s where s.cod_acervo = a.cod_acervo), '{}') as assuntos,
    coalesce((select array_agg(distinct e.cod_biblioteca) from exemplar e where e.cod_acervo = a.cod_acervo), '{}') as bibliotecas
  from acervo a
`;

/** The index documents of some titles (titles that no longer exist are simply missing). */
export async function loadDocuments(db: Queryable, ids: readonly number[]): Promise<IndexDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<DocumentRow>(`${DOCUMENT_COLUMNS} where a.cod_acervo = any($1::int[])`, [ids]);
  return rows.map(toDocument);
}

/** The last change number in the feed (0 when empty). */
export async function feedPosition(db: Queryable): Promise<number> {
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
 * A cold build from the catalogue tables. The feed position is read first: whatever commits
 * after it is replayed by the follower (replaying a change is harmless: delete + re-add), so no
 * long transaction has to hold the database still while a million titles are read.
 */
export async function buildMainSegment(
  db: Queryable,
  options: { batchSize?: number; onProgress?: BuildProgress } = {},
): Promise<MainSegment> {
  const seq = await feedPosition(db);
  const order = await db.query<{ cod_acervo: number }>(
    'select cod_acervo from acervo order by ano_publicacao desc nulls last, cod_acervo',
  );
  const ids = order.map((row) => row.cod_acervo);
  const builder = new SegmentBuilder();
  const batchSize = options.batchSize ?? 2000;
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const rows = await db.query<DocumentRow>(`${DOCUMENT_COLUMNS} where a.cod_acervo = any($1::int[])`, [
      batch,
    ]);
    const byId = new Map(rows.map((row) => [row.cod_acervo, row]));
    for (const id of batch) {
      const row = byId.get(id);
      // Deleted since the order was read: the feed will say so too.
      if (!row) continue;
      const document = toDocument(row);
      // Changed since the order was read (its year moved): the feed replays it into the delta.
      const previous = builder.previous;
      if (previous && compareStaticRank(previous, document) >= 0) continue;
      collectDisplayForms(row.titulo, builder.spellings);
      collectDisplayForms(row.subtitulo, builder.spellings);
      collectDisplayForms(row.autor_principal, builder.spellings);
      for (const name of row.autores) collectDisplayForms(name, builder.spellings);
      for (const subject of row.assuntos) collectDisplayForms(subject, builder.spellings);
      builder.add(document);
    }
    options.onProgress?.(Math.min(start + batchSize, ids.length), ids.length);
  }
  return builder.finish(seq);
}
