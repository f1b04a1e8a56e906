import type { Queryable } from '../../db/database.ts';

// Rows come back as JSON records for the contract's `networkRecordSchema` to parse.

export const NETWORK_PAGE_SIZE = 20;

const recordColumns = (locale: string) => /* sql */ `
  r.id, r.acervo, json_build_object('codigo', r.cod_tipo_obra, 'descricao', coalesce(t.descricao ->> '${locale}', t.descricao ->> 'pt')) as tipo_obra,
  json_build_object('cod_empresa', i.cod_empresa, 'desc_empresa', i.desc_empresa) as instituicao,
  r.titulo, r.autor, r.local_publicacao, r.editora, r.ano_publicacao, r.assuntos
  from rede_acervo r join rede_instituicao i using (cod_empresa) join tipo_obra t on t.cod_tipo_obra = r.cod_tipo_obra`;

// Every pattern must match the normalised title, words joined by single spaces (`% word%` for a prefix).
const matchesPatterns = /* sql */ `(select bool_and(' ' || r.titulo_normalizado || ' ' like p) from unnest($2::text[]) as p) is not false`;

export function listPartnerInstitutions(db: Queryable) {
  return db.query<{
    cod_empresa: number;
    desc_empresa: string;
    sigla: string;
    url_oai: string | null;
    registros: number;
  }>(
    `select i.cod_empresa, i.desc_empresa, i.sigla, i.url_oai, count(r.id)::int as registros
       from rede_instituicao i left join rede_acervo r using (cod_empresa)
      group by i.cod_empresa order by i.desc_empresa`,
  );
}

/** One page of the partners' records whose titles match every pattern, by title; `total` counts all. */
export async function searchNetworkRecords(
  db: Queryable,
  locale: string,
  filter: { codEmpresa: number | null; patterns: readonly string[]; page: number },
): Promise<{ total: number; records: unknown[] }> {
  const rows = await db.query<{ total: number; record: unknown }>(
    `select count(*) over ()::int as total, to_json(x) as record from (
       select ${recordColumns(locale)}
        where ($1::int is null or r.cod_empresa = $1) and ${matchesPatterns}
     ) as x order by x.titulo, x.id limit ${NETWORK_PAGE_SIZE} offset $3`,
    [filter.codEmpresa, filter.patterns, (filter.page - 1) * NETWORK_PAGE_SIZE],
  );
  return { total: rows[0]?.total ?? 0, records: rows.map((row) => row.record) };
}

/**
 * Every partner record whose normalised title is one of `titles` (the index answers it), by
 * institution name; a work is held by a handful of partners, so the list is not paged here.
 */
export async function networkRecordsTitled(
  db: Queryable,
  locale: string,
  filter: { codEmpresa: number | null; patterns: readonly string[]; titles: readonly string[] },
): Promise<unknown[]> {
  const rows = await db.query<{ record: unknown }>(
    `select to_json(x) as record from (
       select ${recordColumns(locale)}
        where ($1::int is null or r.cod_empresa = $1) and ${matchesPatterns}
          and r.titulo_normalizado = any ($3::text[])
     ) as x order by x.instituicao ->> 'desc_empresa', x.ano_publicacao, x.id`,
    [filter.codEmpresa, filter.patterns, filter.titles],
  );
  return rows.map((row) => row.record);
}

export async function findNetworkRecord(db: Queryable, locale: string, id: number): Promise<unknown | null> {
  const [row] = await db.query<{ record: unknown }>(
    `select to_json(x) as record from (select ${recordColumns(locale)} where r.id = $1) as x`,
    [id],
  );
  return row ? row.record : null;
}

/** A local title's title, subtitle and first author (by position), or null for an unknown id. */
export async function findLocalWork(
  db: Queryable,
  codAcervo: number,
): Promise<{ titulo: string; subtitulo: string | null; autor: string | null } | null> {
  const [row] = await db.query<{ titulo: string; subtitulo: string | null; autor: string | null }>(
    `select a.titulo, a.subtitulo,
            (select n.nome from acervo_autor n where n.cod_acervo = a.cod_acervo order by n.seq limit 1) as autor
       from acervo a where a.cod_acervo = $1`,
    [codAcervo],
  );
  return row ?? null;
}
