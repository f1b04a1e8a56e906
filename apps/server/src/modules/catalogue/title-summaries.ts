import type { SearchHit } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

/**
 * Titles as search hits and list rows: the fields of spec §3 and `dados_adicionais` by letter
 * (architecture §6), in the order of the ids asked for. One statement for any number of ids;
 * its columns and joins are exported so a caller needing more of a title (the detail) can add
 * columns to the same statement instead of another round trip. The copies are counted in one
 * lateral aggregate rather than three subqueries: planning dominates this statement on PGlite
 * (ADR 059).
 */
export const summaryColumns = /* sql */ `
  a.cod_acervo, a.titulo, a.subtitulo, a.autor_principal, a.cod_tipo_obra,
         coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as desc_tipo_obra,
         a.ano_publicacao, a.idioma, coalesce(l.descricao ->> $2, l.descricao ->> 'pt') as idioma_desc,
         a.link_capa, a.acesso_remoto, a.possui_acessibilidade, a.edicao, a.local_publicacao, a.editora,
         a.data_publicacao, a.descricao_fisica, a.serie, a.notas, a.isbn, a.issn, a.classificacao,
         coalesce((select json_agg(json_build_object('codigo', coalesce(n.cod_autoridade::text, n.nome_normalizado),
                                                     'descricao', n.nome) order by n.seq)
                     from acervo_autor n where n.cod_acervo = a.cod_acervo), '[]') as autores,
         coalesce((select json_agg(json_build_object('codigo', coalesce(s.cod_autoridade::text, s.descricao_normalizada),
                                                     'descricao', s.descricao) order by s.seq)
                     from acervo_assunto s where s.cod_acervo = a.cod_acervo), '[]') as assuntos,
         c.chamada, c.exemplares, c.exemplares_disponiveis`;

/** Parameters: $1 the ids (int[]), $2 the locale. */
export const summaryFrom = /* sql */ `
    from acervo a
    join tipo_obra t on t.cod_tipo_obra = a.cod_tipo_obra
    left join idioma l on l.codigo = a.idioma
    cross join lateral (
      select min(e.chamada) as chamada, count(*)::int as exemplares,
             count(*) filter (where e.situacao = 'disponivel')::int as exemplares_disponiveis
        from exemplar e where e.cod_acervo = a.cod_acervo) c
   where a.cod_acervo = any($1::int[])`;

const selectSummaries = `select ${summaryColumns} ${summaryFrom}`;

type Entry = { codigo: string; descricao: string };
export type SummaryRow = {
  cod_acervo: number;
  titulo: string;
  subtitulo: string | null;
  autor_principal: string | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  ano_publicacao: number | null;
  idioma: string | null;
  idioma_desc: string | null;
  link_capa: string | null;
  acesso_remoto: boolean;
  possui_acessibilidade: boolean;
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  data_publicacao: string | null;
  descricao_fisica: string | null;
  serie: string | null;
  notas: string | null;
  isbn: string[];
  issn: string[];
  classificacao: string | null;
  autores: Entry[];
  assuntos: Entry[];
  chamada: string | null;
  exemplares: number;
  exemplares_disponiveis: number;
};

const single = (letter: string, value: string | null | undefined): Entry[] =>
  value ? [{ codigo: letter, descricao: value }] : [];

/** The letters of `dados_adicionais` (contract: additionalDataSchema). */
function additionalData(row: SummaryRow): Record<string, Entry[]> {
  const publication = [
    row.local_publicacao,
    row.editora,
    row.data_publicacao ?? row.ano_publicacao?.toString(),
  ]
    .filter(Boolean)
    .join(' ');
  const data: Record<string, Entry[]> = {
    A: row.autores,
    S: row.assuntos,
    E: single('E', row.edicao),
    P: single('P', publication || null),
    D: single('D', row.descricao_fisica),
    C: single('C', row.chamada ?? row.classificacao),
    N: single('N', row.notas),
    I: row.isbn
      .filter((isbn) => isbn.length === 13 || row.isbn.length === 1)
      .map((isbn) => ({ codigo: 'I', descricao: isbn })),
    J: row.issn.map((issn) => ({ codigo: 'J', descricao: issn })),
    R: single('R', row.serie),
  };
  return Object.fromEntries(Object.entries(data).filter(([, entries]) => entries.length > 0));
}

export function toSearchHit(row: SummaryRow): SearchHit {
  const titulo = row.subtitulo ? `${row.titulo}: ${row.subtitulo}` : row.titulo;
  return {
    cod_acervo: row.cod_acervo,
    obra: titulo,
    descricao: titulo,
    subtitulo: row.subtitulo,
    autor: row.autor_principal ?? row.autores[0]?.descricao ?? null,
    cod_tipo_obra: row.cod_tipo_obra,
    desc_tipo_obra: row.desc_tipo_obra,
    ano_publicacao: row.ano_publicacao,
    idioma: row.idioma?.trim() ?? null,
    idioma_desc: row.idioma_desc,
    link_capa: row.link_capa,
    acesso_remoto: row.acesso_remoto ? 'cr' : '',
    possui_acessibilidade: row.possui_acessibilidade ? 'S' : 'N',
    rota: `/acervo/${row.cod_acervo}`,
    dados_adicionais: additionalData(row),
    exemplares: row.exemplares,
    exemplares_disponiveis: row.exemplares_disponiveis,
  };
}

/** Hits for the given ids, in that order; ids that no longer exist are left out. */
export async function loadSearchHits(
  db: Queryable,
  ids: readonly number[],
  locale: ApiLocale,
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SummaryRow>(selectSummaries, [ids, locale], { prepared: true });
  const byId = new Map(rows.map((row) => [row.cod_acervo, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSearchHit(row)] : [];
  });
}
