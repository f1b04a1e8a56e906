import type { dsiTypes } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { matchesSql } from './interest-matching.ts';

/**
 * The interest profiles' SQL (ADR 061, 147): a patron's terms, periodicals and work types, the
 * forms' options, the catalogue searches that fill them, and the titles that match them. `today`
 * is the library's date: an item valid through it is in force (`ativo`). Writes limited to the
 * patron's own rows answer whether they touched one.
 */

export type DsiType = (typeof dsiTypes)[number];

/** The three kinds of profile item, each in its own table. */
export type ProfileKind = 'term' | 'periodical' | 'workType';

const tables: Record<ProfileKind, string> = {
  term: 'perfil_interesse_termo',
  periodical: 'perfil_interesse_periodico',
  workType: 'perfil_interesse_tipo_obra',
};

type TermRow = { cod_perfil: number; tipo_dsi: DsiType; termo: string; validade: string; ativo: boolean };
type PeriodicalRow = {
  cod_perfil: number;
  cod_acervo: number;
  titulo: string;
  validade: string;
  ativo: boolean;
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
};
type WorkTypeRow = {
  cod_perfil: number;
  cod_tipo_obra: number;
  descricao: string;
  validade: string;
  ativo: boolean;
  bibliotecas: number[];
  idiomas: string[];
};

/** Which parts of a periodical the patron is told about, and in which libraries. */
export type PeriodicalChoices = {
  validade: string;
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
};
/** A followed work type's validity, libraries and languages (empty: any). */
export type WorkTypeChoices = { validade: string; bibliotecas: number[]; idiomas: string[] };

export async function listTerms(db: Queryable, codPessoa: number, today: string) {
  const rows = await db.query<TermRow>(
    `select cod_perfil, tipo_dsi, termo, validade, validade >= $2::date as ativo from perfil_interesse_termo
      where cod_pessoa = $1 order by tipo_dsi, termo_normalizado`,
    [codPessoa, today],
  );
  return rows.map((row) => ({
    codigo: row.cod_perfil,
    tipoDSI: row.tipo_dsi,
    termo: row.termo,
    validade: row.validade,
    ativo: row.ativo,
  }));
}

export async function listPeriodicals(db: Queryable, codPessoa: number, today: string) {
  const rows = await db.query<PeriodicalRow>(
    `select p.cod_perfil, p.cod_acervo, a.titulo, p.validade, p.validade >= $2::date as ativo, p.fasciculo,
            p.artigo, p.sumario, p.bibliotecas
       from perfil_interesse_periodico p join acervo a using (cod_acervo)
      where p.cod_pessoa = $1 order by a.titulo_ordenacao`,
    [codPessoa, today],
  );
  return rows.map(({ cod_perfil, cod_acervo, ...row }) => ({
    codigo: cod_perfil,
    codAcervo: cod_acervo,
    ...row,
  }));
}

/** The patron's work types, named in `locale` (Portuguese when the type has no name in it). */
export async function listWorkTypes(db: Queryable, codPessoa: number, locale: ApiLocale, today: string) {
  const rows = await db.query<WorkTypeRow>(
    `select w.cod_perfil, w.cod_tipo_obra, coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as descricao, w.validade,
            w.validade >= $3::date as ativo, w.bibliotecas, w.idiomas::text[] as idiomas
       from perfil_interesse_tipo_obra w join tipo_obra t using (cod_tipo_obra)
      where w.cod_pessoa = $1 order by descricao`,
    [codPessoa, locale, today],
  );
  return rows.map(({ cod_perfil, cod_tipo_obra, ...row }) => ({
    codigo: cod_perfil,
    codTipoObra: cod_tipo_obra,
    ...row,
  }));
}

/** The forms' choices: work types and languages, named in `locale`. */
export async function formOptions(db: Queryable, locale: ApiLocale) {
  const [tiposObra, idiomas] = await Promise.all([
    db.query<{ codigo: number; descricao: string }>(
      `select cod_tipo_obra as codigo, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from tipo_obra order by 2`,
      [locale],
    ),
    db.query<{ codigo: string; descricao: string }>(
      `select trim(codigo) as codigo, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from idioma order by 2`,
      [locale],
    ),
  ]);
  return { tiposObra, idiomas };
}

/** The date a year after `date`, by PostgreSQL's calendar (29 February goes to 28 February). */
export async function yearAfter(db: Queryable, date: string): Promise<string> {
  const [row] = await db.query<{ validade: string }>(
    `select ($1::date + interval '1 year')::date::text as validade`,
    [date],
  );
  return row!.validade;
}

/** Adds terms of one kind; a term already there (by its normalized form) gets the new validity. */
export async function saveTerms(
  db: Queryable,
  codPessoa: number,
  tipoDSI: DsiType,
  terms: ReadonlyArray<{ termo: string; normalizado: string }>,
  validade: string,
) {
  for (const { termo, normalizado } of terms) {
    await db.query(
      `insert into perfil_interesse_termo (cod_pessoa, tipo_dsi, termo, termo_normalizado, validade)
       values ($1, $2, $3, $4, $5)
       on conflict (cod_pessoa, tipo_dsi, termo_normalizado) do update set validade = excluded.validade`,
      [codPessoa, tipoDSI, termo, normalizado, validade],
    );
  }
}

export async function setTermValidity(db: Queryable, codPessoa: number, codigo: number, validade: string) {
  const rows = await db.query(
    'update perfil_interesse_termo set validade = $3 where cod_perfil = $1 and cod_pessoa = $2 returning 1',
    [codigo, codPessoa, validade],
  );
  return rows.length > 0;
}

/**
 * Deletes one of the patron's items of a kind; a term is also matched by its DSI type when one
 * is given.
 */
export async function deleteItem(
  db: Queryable,
  kind: ProfileKind,
  codPessoa: number,
  codigo: number,
  tipoDSI?: DsiType,
) {
  const rows =
    kind === 'term'
      ? await db.query(
          `delete from perfil_interesse_termo where cod_perfil = $1 and cod_pessoa = $2 and ($3::text is null or tipo_dsi = $3)
           returning 1`,
          [codigo, codPessoa, tipoDSI ?? null],
        )
      : await db.query(`delete from ${tables[kind]} where cod_perfil = $1 and cod_pessoa = $2 returning 1`, [
          codigo,
          codPessoa,
        ]);
  return rows.length > 0;
}

/**
 * Authors (`autor`) or subjects (the other kinds) of the catalogue whose normalized form contains
 * `normalized`, with how many titles each has; the 20 with most titles.
 */
export function catalogueTerms(db: Queryable, kind: DsiType, normalized: string) {
  const pattern = `%${normalized}%`;
  return kind === 'autor'
    ? db.query<{ termo: string; titulos: number }>(
        `select min(nome) as termo, count(distinct cod_acervo)::int as titulos from acervo_autor
          where nome_normalizado like $1 group by nome_normalizado order by titulos desc, termo limit 20`,
        [pattern],
      )
    : db.query<{ termo: string; titulos: number }>(
        `select min(descricao) as termo, count(distinct cod_acervo)::int as titulos from acervo_assunto
          where descricao_normalizada like $1 group by descricao_normalizada order by titulos desc, termo limit 20`,
        [pattern],
      );
}

/** Which of `codes` are periodicals (serial titles) of the catalogue. */
export async function existingPeriodicals(db: Queryable, codes: readonly number[]) {
  const rows = await db.query<{ cod_acervo: number }>(
    `select cod_acervo from acervo where cod_acervo = any ($1) and nivel_bibliografico = 's'`,
    [codes],
  );
  return rows.map((row) => row.cod_acervo);
}

/** Follows periodicals; one already followed gets the new choices. */
export async function savePeriodicals(
  db: Queryable,
  codPessoa: number,
  codes: readonly number[],
  choices: PeriodicalChoices,
) {
  for (const codAcervo of codes) {
    await db.query(
      `insert into perfil_interesse_periodico (cod_pessoa, cod_acervo, validade, fasciculo, artigo, sumario, bibliotecas)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (cod_pessoa, cod_acervo) do update set validade = excluded.validade, fasciculo = excluded.fasciculo,
         artigo = excluded.artigo, sumario = excluded.sumario, bibliotecas = excluded.bibliotecas`,
      [
        codPessoa,
        codAcervo,
        choices.validade,
        choices.fasciculo,
        choices.artigo,
        choices.sumario,
        choices.bibliotecas,
      ],
    );
  }
}

export async function updatePeriodical(
  db: Queryable,
  codPessoa: number,
  codigo: number,
  choices: PeriodicalChoices,
) {
  const rows = await db.query(
    `update perfil_interesse_periodico set validade = $3, fasciculo = $4, artigo = $5, sumario = $6, bibliotecas = $7
      where cod_perfil = $1 and cod_pessoa = $2 returning 1`,
    [
      codigo,
      codPessoa,
      choices.validade,
      choices.fasciculo,
      choices.artigo,
      choices.sumario,
      choices.bibliotecas,
    ],
  );
  return rows.length > 0;
}

/** Periodicals whose title contains `text` (accents and case aside), with copies in one of `libraries` if any given. */
export async function searchPeriodicals(db: Queryable, text: string, libraries: readonly number[]) {
  const rows = await db.query<{ cod_acervo: number; titulo: string; issn: string[] }>(
    `select a.cod_acervo, a.titulo, a.issn from acervo a
      where a.nivel_bibliografico = 's' and unaccent(lower(a.titulo)) like '%' || unaccent(lower($1)) || '%'
        and (cardinality($2::int[]) = 0 or exists (select 1 from exemplar e where e.cod_acervo = a.cod_acervo
                                                     and e.cod_biblioteca = any ($2)))
      order by a.titulo_ordenacao limit 20`,
    [text, libraries],
  );
  return rows.map((row) => ({ codAcervo: row.cod_acervo, titulo: row.titulo, issn: row.issn }));
}

export async function workTypeExists(db: Queryable, codTipoObra: number) {
  const rows = await db.query('select 1 from tipo_obra where cod_tipo_obra = $1', [codTipoObra]);
  return rows.length > 0;
}

/** Follows a work type; one already followed gets the new choices. */
export async function saveWorkType(
  db: Queryable,
  codPessoa: number,
  codTipoObra: number,
  choices: WorkTypeChoices,
) {
  await db.query(
    `insert into perfil_interesse_tipo_obra (cod_pessoa, cod_tipo_obra, validade, bibliotecas, idiomas)
     values ($1, $2, $3, $4, $5)
     on conflict (cod_pessoa, cod_tipo_obra) do update set validade = excluded.validade,
       bibliotecas = excluded.bibliotecas, idiomas = excluded.idiomas`,
    [codPessoa, codTipoObra, choices.validade, choices.bibliotecas, choices.idiomas],
  );
}

export async function updateWorkType(
  db: Queryable,
  codPessoa: number,
  codigo: number,
  choices: WorkTypeChoices,
) {
  const rows = await db.query(
    `update perfil_interesse_tipo_obra set validade = $3, bibliotecas = $4, idiomas = $5
      where cod_perfil = $1 and cod_pessoa = $2 returning 1`,
    [codigo, codPessoa, choices.validade, choices.bibliotecas, choices.idiomas],
  );
  return rows.length > 0;
}

/**
 * The latest 100 titles matching the patron's items in force, newest first; a title matched by
 * several items appears once, with the reason of the kind first in alphabetical order.
 */
export function matchingTitles(db: Queryable, codPessoa: number, today: string) {
  return db.query<{
    cod_acervo: number;
    titulo: string;
    autor_principal: string | null;
    ano_publicacao: number | null;
    tipo: string;
    motivo: string;
    criado_em: Date;
  }>(
    `select distinct on (a.criado_em, m.cod_acervo) m.cod_acervo, a.titulo, a.autor_principal, a.ano_publicacao,
            m.tipo, m.motivo, a.criado_em
       from (${matchesSql(false)}) m join acervo a using (cod_acervo)
      order by a.criado_em desc, m.cod_acervo, m.tipo limit 100`,
    [codPessoa, today],
  );
}
