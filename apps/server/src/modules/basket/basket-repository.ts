import type { basketListQuerySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

export type BasketStatus = z.infer<typeof basketListQuerySchema>['situacao'];

export type BasketItemRow = {
  cod_acervo: number;
  titulo: string;
  autor_principal: string | null;
  ano_publicacao: number | null;
  tipo_obra: string;
  incluido_em: Date;
  removido_em: Date | null;
  disponiveis: number;
};

/** Basket rows with the title's data and live availability; `where` filters `c` (cesta_permanente). */
const selectItems = (where: string) => `
  select c.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo, a.autor_principal, a.ano_publicacao,
         coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as tipo_obra, c.incluido_em, c.removido_em,
         (select count(*)::int from exemplar e join tipo_emprestimo te using (cod_tipo_emprestimo)
           where e.cod_acervo = c.cod_acervo and e.situacao = 'disponivel' and te.permite_emprestimo) as disponiveis
    from cesta_permanente c join acervo a using (cod_acervo) join tipo_obra t using (cod_tipo_obra)
   where c.cod_pessoa = $1 and ${where}
   order by c.incluido_em desc, c.cod_acervo`;

/** The basket's statuses (spec §4: in collection, removed) as conditions on `c`. */
const statusWhere: Record<BasketStatus, string> = {
  no_acervo: 'c.removido_em is null',
  removido: 'c.removido_em is not null',
  todos: 'true',
};

/** The patron's basket items of a status, latest first. */
export async function listBasketItems(
  db: Queryable,
  codPessoa: number,
  locale: ApiLocale,
  status: BasketStatus,
): Promise<BasketItemRow[]> {
  return db.query<BasketItemRow>(selectItems(statusWhere[status]), [codPessoa, locale]);
}

/** The patron's basket items of a status put in the basket between two days of the library's zone. */
export async function listBasketItemsIncludedBetween(
  db: Queryable,
  codPessoa: number,
  locale: ApiLocale,
  status: BasketStatus,
  period: { from: string; to: string; zone: string },
): Promise<BasketItemRow[]> {
  return db.query<BasketItemRow>(
    selectItems(`${statusWhere[status]} and c.incluido_em >= $3::date::timestamp at time zone $5
               and c.incluido_em < ($4::date + 1)::timestamp at time zone $5`),
    [codPessoa, locale, period.from, period.to, period.zone],
  );
}

/** The patron's basket items of a status with a copy acquired between two days. */
export async function listBasketItemsAcquiredBetween(
  db: Queryable,
  codPessoa: number,
  locale: ApiLocale,
  status: BasketStatus,
  period: { from: string; to: string },
): Promise<BasketItemRow[]> {
  return db.query<BasketItemRow>(
    selectItems(`${statusWhere[status]} and exists (select 1 from exemplar e where e.cod_acervo = c.cod_acervo
                 and e.data_aquisicao between $3::date and $4::date)`),
    [codPessoa, locale, period.from, period.to],
  );
}

/** Which of the titles exist. */
export async function existingTitles(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ cod_acervo: number }>(
    'select cod_acervo from acervo where cod_acervo = any($1::int[])',
    [ids],
  );
  return new Set(rows.map((row) => row.cod_acervo));
}

/** Puts titles in the patron's basket; one removed before comes back as newly added. */
export async function addToBasket(db: Queryable, codPessoa: number, ids: readonly number[]): Promise<void> {
  await db.query(
    `insert into cesta_permanente (cod_pessoa, cod_acervo) select $1, unnest($2::int[])
     on conflict (cod_pessoa, cod_acervo) do update set removido_em = null,
       incluido_em = case when cesta_permanente.removido_em is null then cesta_permanente.incluido_em else now() end`,
    [codPessoa, ids],
  );
}

/**
 * Marks one of the patron's basket titles removed (keeping when it first was) or back; answers
 * whether the patron's basket had it.
 */
export async function setBasketItemRemoved(
  db: Queryable,
  codPessoa: number,
  codAcervo: number,
  removed: boolean,
): Promise<boolean> {
  const rows = await db.query(
    `update cesta_permanente set removido_em = case when $3 then coalesce(removido_em, now()) else null end
      where cod_pessoa = $1 and cod_acervo = $2 returning 1`,
    [codPessoa, codAcervo, removed],
  );
  return rows.length > 0;
}

/** The titles in the patron's basket now, latest first. */
export async function basketTitleIds(db: Queryable, codPessoa: number): Promise<number[]> {
  const rows = await db.query<{ cod_acervo: number }>(
    `select cod_acervo from cesta_permanente where cod_pessoa = $1 and removido_em is null
      order by incluido_em desc, cod_acervo`,
    [codPessoa],
  );
  return rows.map((row) => row.cod_acervo);
}

/** The day and the same day a calendar month before (the database's month arithmetic). */
export async function dayAndMonthBefore(
  db: Queryable,
  day: string,
): Promise<{ today: string; month_ago: string }> {
  const [row] = await db.query<{ today: string; month_ago: string }>(
    `select $1::date::text as today, ($1::date - interval '1 month')::date::text as month_ago`,
    [day],
  );
  return row!;
}
