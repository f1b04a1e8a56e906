import type { Queryable } from '../../db/database.ts';
import type { MappedAuthority } from '../mapping/map-authority.ts';
import { keyOf, planBatch } from './batch-plan.ts';
import { identityOf, writePlannedRows } from './write-planned-rows.ts';
import type { StoredBatch } from './title-store.ts';

const recordsetTypes = `fonte text, numero_controle text, identificadores text[], tipo text, tag text,
  cabecalho text, cabecalho_normalizado text, registro_marc jsonb, formato_origem text`;

const insertAuthorities = /* sql */ `
  insert into autoridade (fonte, numero_controle, identificadores, tipo, tag, cabecalho, cabecalho_normalizado,
                          registro_marc, formato_origem)
  select fonte, numero_controle, identificadores, tipo, tag, cabecalho, cabecalho_normalizado,
         registro_marc, formato_origem
    from jsonb_to_recordset($1::jsonb) as r(${recordsetTypes})
  returning cod_autoridade, fonte, numero_controle`;

const updateAuthorities = /* sql */ `
  update autoridade a
     set (tipo, tag, cabecalho, cabecalho_normalizado, registro_marc, formato_origem) =
         (r.tipo, r.tag, r.cabecalho, r.cabecalho_normalizado, r.registro_marc, r.formato_origem),
         identificadores = array(select distinct unnest(a.identificadores || r.identificadores)),
         atualizado_em = now()
    from jsonb_to_recordset($1::jsonb) as r(cod_autoridade integer, ${recordsetTypes})
   where a.cod_autoridade = r.cod_autoridade`;

const insertReferences = /* sql */ `
  insert into autoridade_remissiva (cod_autoridade, seq, tipo, termo, termo_normalizado)
  select cod_autoridade, seq, tipo, termo, termo_normalizado
    from jsonb_to_recordset($1::jsonb)
      as r(cod_autoridade integer, seq smallint, tipo text, termo text, termo_normalizado text)`;

/**
 * Links in both directions once a batch of authorities is stored: see-also references (of this
 * batch or of earlier ones) to the authority they name, and titles imported earlier whose names or
 * subjects carry the heading, or a "see" variant of it, and have no authority yet.
 */
const linkStatements = [
  /* sql */ `
  update autoridade_remissiva v set cod_autoridade_relacionada = au.cod_autoridade
    from autoridade au
   where v.tipo = 'ver_tambem' and v.cod_autoridade_relacionada is null
     and v.termo_normalizado = au.cabecalho_normalizado and au.cod_autoridade <> v.cod_autoridade
     and (v.cod_autoridade = any($1::int[]) or au.cod_autoridade = any($1::int[]))`,
  /* sql */ `
  update acervo_autor t set cod_autoridade = au.cod_autoridade
    from autoridade au
   where au.cod_autoridade = any($1::int[]) and t.cod_autoridade is null
     and t.nome_normalizado = au.cabecalho_normalizado and au.tag = '1' || right(t.tag, 2)`,
  /* sql */ `
  update acervo_autor t set cod_autoridade = au.cod_autoridade
    from autoridade au join autoridade_remissiva v using (cod_autoridade)
   where au.cod_autoridade = any($1::int[]) and t.cod_autoridade is null and v.tipo = 'ver'
     and t.nome_normalizado = v.termo_normalizado and au.tag = '1' || right(t.tag, 2)`,
  // One statement per column, so each can use its index (an OR across columns would scan).
  ...['descricao_normalizada', 'cabecalho_normalizado'].flatMap((column) => [
    /* sql */ `
  update acervo_assunto t set cod_autoridade = au.cod_autoridade
    from autoridade au
   where au.cod_autoridade = any($1::int[]) and t.cod_autoridade is null
     and t.${column} = au.cabecalho_normalizado and au.tag = '1' || right(t.tag, 2)`,
    /* sql */ `
  update acervo_assunto t set cod_autoridade = au.cod_autoridade
    from autoridade au join autoridade_remissiva v using (cod_autoridade)
   where au.cod_autoridade = any($1::int[]) and t.cod_autoridade is null and v.tipo = 'ver'
     and t.${column} = v.termo_normalizado and au.tag = '1' || right(t.tag, 2)`,
  ]),
];

async function findExisting(tx: Queryable, authorities: MappedAuthority[]) {
  const byKey = new Map<string, number>();
  const rows = await tx.query<{ cod_autoridade: number; fonte: string; numero_controle: string }>(
    `select cod_autoridade, fonte, numero_controle from autoridade
      where (fonte, numero_controle) in (select * from unnest($1::text[], $2::text[]))`,
    [authorities.map((a) => a.row.fonte), authorities.map((a) => a.row.numero_controle)],
  );
  for (const row of rows) byKey.set(keyOf(row), row.cod_autoridade);
  const byIdentifier = new Map<string, number>();
  const identifiers = [...new Set(authorities.flatMap((a) => a.row.identificadores))];
  if (identifiers.length > 0) {
    const matches = await tx.query<{ cod_autoridade: number; identificadores: string[] }>(
      `select cod_autoridade, identificadores from autoridade where identificadores && $1::text[] order by cod_autoridade`,
      [identifiers],
    );
    for (const row of matches) {
      for (const identifier of row.identificadores) {
        if (!byIdentifier.has(identifier)) byIdentifier.set(identifier, row.cod_autoridade);
      }
    }
  }
  return { byKey, byIdentifier };
}

export async function storeAuthorities(tx: Queryable, authorities: MappedAuthority[]): Promise<StoredBatch> {
  if (authorities.length === 0) return { imported: 0, updated: 0 };
  const existing = await findExisting(tx, authorities);
  const plan = planBatch(authorities, identityOf, existing.byKey, existing.byIdentifier);
  const { ids, staleIds } = await writePlannedRows(tx, plan, {
    insert: insertAuthorities,
    update: updateAuthorities,
    idColumn: 'cod_autoridade',
  });
  if (staleIds.length > 0) {
    await tx.query('delete from autoridade_remissiva where cod_autoridade = any($1::int[])', [staleIds]);
  }
  const references = plan.rows.flatMap((row) =>
    row.item.references.map((reference, index) => ({
      cod_autoridade: ids.get(row),
      seq: index + 1,
      ...reference,
    })),
  );
  if (references.length > 0) await tx.query(insertReferences, [JSON.stringify(references)]);
  const batchIds = [...ids.values()];
  for (const statement of linkStatements) await tx.query(statement, [batchIds]);
  return { imported: plan.imported, updated: plan.updated };
}
