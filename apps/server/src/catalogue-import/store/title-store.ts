import type { Queryable } from '../../db/database.ts';
import type { MappedTitle, TitleRow } from '../mapping/map-title.ts';
import { keyOf, planBatch } from './batch-plan.ts';
import { identityOf, writePlannedRows } from './write-planned-rows.ts';

/**
 * Writes titles in batches: a handful of statements per batch whatever its size, rows passed as
 * one JSON parameter and unpacked by `jsonb_to_recordset`, which both engines run the same way.
 */

/** `acervo` columns in the order the statements use, with their types for `jsonb_to_recordset`. */
const COLUMNS: Array<[keyof TitleRow, string]> = [
  ['fonte', 'text'],
  ['numero_controle', 'text'],
  ['identificadores', 'text[]'],
  ['tipo_registro', 'text'],
  ['nivel_bibliografico', 'text'],
  ['cod_tipo_obra', 'integer'],
  ['titulo', 'text'],
  ['subtitulo', 'text'],
  ['titulo_ordenacao', 'text'],
  ['responsabilidade', 'text'],
  ['autor_principal', 'text'],
  ['edicao', 'text'],
  ['local_publicacao', 'text'],
  ['editora', 'text'],
  ['ano_publicacao', 'smallint'],
  ['data_publicacao', 'text'],
  ['descricao_fisica', 'text'],
  ['serie', 'text'],
  ['notas', 'text'],
  ['isbn', 'text[]'],
  ['issn', 'text[]'],
  ['idioma', 'text'],
  ['idiomas', 'text[]'],
  ['classificacao', 'text'],
  ['cdd', 'text'],
  ['cdu', 'text'],
  ['link_capa', 'text'],
  ['acesso_remoto', 'boolean'],
  ['possui_acessibilidade', 'boolean'],
  ['registro_marc', 'jsonb'],
  ['formato_origem', 'text'],
];
const KEY_COLUMNS = new Set<keyof TitleRow>(['fonte', 'numero_controle', 'identificadores']);
const columnList = COLUMNS.map(([name]) => name).join(', ');
const recordsetTypes = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
const contentColumns = COLUMNS.filter(([name]) => !KEY_COLUMNS.has(name)).map(([name]) => name);

const insertTitles = /* sql */ `
  insert into acervo (${columnList})
  select ${columnList} from jsonb_to_recordset($1::jsonb) as r(${recordsetTypes})
  returning cod_acervo, fonte, numero_controle`;

const updateTitles = /* sql */ `
  update acervo a
     set (${contentColumns.join(', ')}) = (${contentColumns.map((name) => `r.${name}`).join(', ')}),
         identificadores = array(select distinct unnest(a.identificadores || r.identificadores)),
         atualizado_em = now()
    from jsonb_to_recordset($1::jsonb) as r(cod_acervo integer, ${recordsetTypes})
   where a.cod_acervo = r.cod_acervo`;

/**
 * A title's names and subjects are linked to an authority when one has the same normalised
 * heading and the matching tag (700 and 600 to 100, 650 to 150, ...), or else lists it as a
 * "see" variant.
 */
const linkByHeading = (heading: string, tag: string) => /* sql */ `
  coalesce(
    (select au.cod_autoridade from autoridade au
      where au.cabecalho_normalizado = ${heading} and au.tag = '1' || right(${tag}, 2)
      order by au.cod_autoridade limit 1),
    (select v.cod_autoridade from autoridade_remissiva v join autoridade au using (cod_autoridade)
      where v.tipo = 'ver' and v.termo_normalizado = ${heading} and au.tag = '1' || right(${tag}, 2)
      order by v.cod_autoridade limit 1))`;

const insertNames = /* sql */ `
  insert into acervo_autor (cod_acervo, seq, tag, nome, nome_normalizado, funcao, cod_autoridade)
  select r.cod_acervo, r.seq, r.tag, r.nome, r.nome_normalizado, r.funcao,
         ${linkByHeading('r.nome_normalizado', 'r.tag')}
    from jsonb_to_recordset($1::jsonb)
      as r(cod_acervo integer, seq smallint, tag text, nome text, nome_normalizado text, funcao text)`;

const insertSubjects = /* sql */ `
  insert into acervo_assunto (cod_acervo, seq, tag, descricao, descricao_normalizada, cabecalho_normalizado, cod_autoridade)
  select r.cod_acervo, r.seq, r.tag, r.descricao, r.descricao_normalizada, r.cabecalho_normalizado,
         coalesce(${linkByHeading('r.descricao_normalizada', 'r.tag')},
                  ${linkByHeading('r.cabecalho_normalizado', 'r.tag')})
    from jsonb_to_recordset($1::jsonb)
      as r(cod_acervo integer, seq smallint, tag text, descricao text, descricao_normalizada text,
           cabecalho_normalizado text)`;

const insertLinks = /* sql */ `
  insert into acervo_link (cod_acervo, seq, url, descricao, acesso_online)
  select r.cod_acervo, r.seq, r.url, r.descricao, r.acesso_online
    from jsonb_to_recordset($1::jsonb) as r(cod_acervo integer, seq smallint, url text, descricao text, acesso_online boolean)`;

export type StoredBatch = { imported: number; updated: number };

/** Finds existing titles by key and by identifier for a batch. */
async function findExisting(tx: Queryable, titles: MappedTitle[]) {
  const byKey = new Map<string, number>();
  const keyRows = await tx.query<{ cod_acervo: number; fonte: string; numero_controle: string }>(
    `select cod_acervo, fonte, numero_controle from acervo
      where (fonte, numero_controle) in (select * from unnest($1::text[], $2::text[]))`,
    [titles.map((title) => title.row.fonte), titles.map((title) => title.row.numero_controle)],
  );
  for (const row of keyRows) byKey.set(keyOf(row), row.cod_acervo);

  const byIdentifier = new Map<string, number>();
  const identifiers = [...new Set(titles.flatMap((title) => title.row.identificadores))];
  if (identifiers.length > 0) {
    const rows = await tx.query<{ cod_acervo: number; identificadores: string[] }>(
      `select cod_acervo, identificadores from acervo where identificadores && $1::text[] order by cod_acervo`,
      [identifiers],
    );
    for (const row of rows) {
      for (const identifier of row.identificadores)
        if (!byIdentifier.has(identifier)) byIdentifier.set(identifier, row.cod_acervo);
    }
  }
  return { byKey, byIdentifier };
}

export async function storeTitles(tx: Queryable, titles: MappedTitle[]): Promise<StoredBatch> {
  if (titles.length === 0) return { imported: 0, updated: 0 };
  const existing = await findExisting(tx, titles);
  const plan = planBatch(titles, identityOf, existing.byKey, existing.byIdentifier);
  const { ids, staleIds } = await writePlannedRows(tx, plan, {
    insert: insertTitles,
    update: updateTitles,
    idColumn: 'cod_acervo',
  });
  // Names, subjects and links are replaced wholesale: the new record is the truth.
  if (staleIds.length > 0) {
    for (const table of ['acervo_autor', 'acervo_assunto', 'acervo_link']) {
      await tx.query(`delete from ${table} where cod_acervo = any($1::int[])`, [staleIds]);
    }
  }

  const names = plan.rows.flatMap((row) =>
    row.item.names.map((name, index) => ({ cod_acervo: ids.get(row), seq: index + 1, ...name })),
  );
  const subjects = plan.rows.flatMap((row) =>
    row.item.subjects.map((subject, index) => ({ cod_acervo: ids.get(row), seq: index + 1, ...subject })),
  );
  const links = plan.rows.flatMap((row) =>
    row.item.links.map((link, index) => ({ cod_acervo: ids.get(row), seq: index + 1, ...link })),
  );
  if (names.length > 0) await tx.query(insertNames, [JSON.stringify(names)]);
  if (subjects.length > 0) await tx.query(insertSubjects, [JSON.stringify(subjects)]);
  if (links.length > 0) await tx.query(insertLinks, [JSON.stringify(links)]);
  return { imported: plan.imported, updated: plan.updated };
}
