import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { kardexLabel } from './kardex-labels.ts';

/** Reads of the Kardex tables (migration 024) in the shapes of `@acervo/contract` titles/kardex. */

type IssueRow = {
  codPar: number;
  seqPar: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  ano: number;
  volume: string | null;
  numero: string | null;
  periodo: string | null;
  data_chegada: string | null;
  situacao: 'recebido' | 'atrasado' | 'nao_recebido' | 'encadernado';
  exemplares: number;
  possui_sumario: boolean;
};

const selectIssues = (where: string) => /* sql */ `
  select f.cod_colecao as "codPar", f.seq as "seqPar", c.cod_biblioteca, b.desc_biblioteca, f.ano::int as ano,
         f.volume, f.numero, f.periodo, to_char(f.data_chegada, 'DD/MM/YYYY') as data_chegada, f.situacao,
         f.exemplares::int as exemplares,
         exists (select 1 from sumario_artigo s where s.cod_colecao = f.cod_colecao and s.seq_fasciculo = f.seq) as possui_sumario
    from kardex_fasciculo f
    join kardex_colecao c on c.cod_colecao = f.cod_colecao
    join biblioteca b on b.cod_biblioteca = c.cod_biblioteca
   where ${where}
   order by f.ano desc, b.desc_biblioteca, f.cod_colecao, f.seq`;

const withLabel = (locale: ApiLocale) => (row: IssueRow) => ({
  ...row,
  desc_situacao: kardexLabel(row.situacao, locale),
});

/** The title's record and name (a book's contents come from its record), null when unknown. */
export async function loadKardexTitle(
  db: Queryable,
  id: number,
): Promise<{ registro_marc: unknown; titulo: string } | null> {
  const [row] = await db.query<{ registro_marc: unknown; titulo: string }>(
    'select registro_marc, titulo from acervo where cod_acervo = $1',
    [id],
  );
  return row ?? null;
}

export async function titleHasHoldings(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from kardex_colecao where cod_acervo = $1 limit 1', [id]);
  return rows.length > 0;
}

export async function kardexCollections(db: Queryable, id: number, locale: ApiLocale) {
  const rows = await db.query<{
    codPar: number;
    cod_biblioteca: number;
    desc_biblioteca: string;
    periodicidade: string;
    situacao: 'corrente' | 'encerrada';
    nota: string | null;
  }>(
    `select c.cod_colecao as "codPar", c.cod_biblioteca, b.desc_biblioteca, c.periodicidade, c.situacao, c.nota
       from kardex_colecao c join biblioteca b on b.cod_biblioteca = c.cod_biblioteca
      where c.cod_acervo = $1 order by b.desc_biblioteca, c.cod_colecao`,
    [id],
  );
  return rows.map((row) => ({
    ...row,
    desc_periodicidade: kardexLabel(row.periodicidade, locale),
    desc_situacao: kardexLabel(row.situacao, locale),
  }));
}

export async function kardexYears(db: Queryable, id: number, codPar?: number, codBib?: number) {
  const rows = await db.query<{ ano: number }>(
    `select distinct f.ano::int as ano from kardex_fasciculo f join kardex_colecao c on c.cod_colecao = f.cod_colecao
      where c.cod_acervo = $1 and ($2::int is null or c.cod_colecao = $2) and ($3::int is null or c.cod_biblioteca = $3)
      order by ano desc`,
    [id, codPar ?? null, codBib ?? null],
  );
  return rows.map((row) => row.ano);
}

export async function kardexIssues(
  db: Queryable,
  filter: { id: number; year: number; codPar?: number; codBib?: number },
  locale: ApiLocale,
) {
  const rows = await db.query<IssueRow>(
    selectIssues(
      'c.cod_acervo = $1 and f.ano = $2 and ($3::int is null or c.cod_colecao = $3) and ($4::int is null or c.cod_biblioteca = $4)',
    ),
    [filter.id, filter.year, filter.codPar ?? null, filter.codBib ?? null],
  );
  return rows.map(withLabel(locale));
}

/** Every issue of the title, any year. */
export async function kardexAllIssues(db: Queryable, id: number, locale: ApiLocale) {
  const rows = await db.query<IssueRow>(selectIssues('c.cod_acervo = $1'), [id]);
  return rows.map(withLabel(locale));
}

export async function kardexIssue(
  db: Queryable,
  id: number,
  codPar: number,
  seqPar: number,
  locale: ApiLocale,
) {
  const [row] = await db.query<IssueRow>(
    selectIssues('c.cod_acervo = $1 and f.cod_colecao = $2 and f.seq = $3'),
    [id, codPar, seqPar],
  );
  return row ? withLabel(locale)(row) : null;
}

export type SummaryEntry = { seqSec: number; titulo: string; autores: string | null; paginas: string | null };

/** Table-of-contents entries of the title's issues, keyed by `codPar:seqPar`. */
export async function issueContents(db: Queryable, id: number, issue?: { codPar: number; seqPar: number }) {
  const rows = await db.query<SummaryEntry & { codPar: number; seqPar: number }>(
    `select s.cod_colecao as "codPar", s.seq_fasciculo as "seqPar", s.seq::int as "seqSec", s.titulo, s.autores, s.paginas
       from sumario_artigo s join kardex_colecao c on c.cod_colecao = s.cod_colecao
      where c.cod_acervo = $1 and ($2::int is null or s.cod_colecao = $2) and ($3::int is null or s.seq_fasciculo = $3)
      order by s.cod_colecao, s.seq_fasciculo, s.seq`,
    [id, issue?.codPar ?? null, issue?.seqPar ?? null],
  );
  const byIssue = new Map<string, SummaryEntry[]>();
  for (const { codPar, seqPar, ...entry } of rows) {
    const key = `${codPar}:${seqPar}`;
    byIssue.set(key, [...(byIssue.get(key) ?? []), entry]);
  }
  return byIssue;
}
