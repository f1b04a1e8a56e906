import type { LoanStatistics } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

/**
 * The patron's own loans in numbers (My area, Statistics): loans borrowed in the period (at one
 * library, or all) and what became of them, renewals, holds and fines of the period, loans per
 * year, library and work type. Every figure counts the person's loans through any of their logins.
 */

/** The period's library days (either end may be open) in the library's `zone`, and one library or all. */
type StatisticsPeriod = { dataIni?: string; dataFim?: string; biblioteca?: number; zone: string };

/** `$2`/`$3` bound a timestamp column to the period of the library's days (`$5` its zone), each end optional. */
const inPeriod = (column: string) =>
  `($2::date is null or ${column} >= $2::date::timestamp at time zone $5)
   and ($3::date is null or ${column} < ($3::date + 1)::timestamp at time zone $5)`;
/** The same for a date column. */
const daysInPeriod = (column: string) =>
  `($2::date is null or ${column} >= $2::date) and ($3::date is null or ${column} <= $3::date)`;

const parameters = (codPessoa: number, period: StatisticsPeriod) => [
  codPessoa,
  period.dataIni ?? null,
  period.dataFim ?? null,
  period.biblioteca ?? null,
  period.zone,
];

/** The loans borrowed in the period, with their title. */
const loans = `select m.*, e.cod_acervo from emprestimo m join exemplar e using (cod_exemplar)
                where m.cod_pessoa = $1 and ${inPeriod('m.data_emprestimo')} and ($4::int is null or m.cod_biblioteca = $4)`;

/** Loans, those still open and those returned late; renewals, holds and fines of the period. */
export async function loanFigures(db: Queryable, codPessoa: number, period: StatisticsPeriod) {
  const [figures] = await db.query<Omit<LoanStatistics, 'porAno' | 'porBiblioteca' | 'porTipoObra'>>(
    `select
       (select count(*)::int from (${loans}) l) as emprestimos,
       (select count(*)::int from (${loans}) l where l.data_devolucao is null) as "emAberto",
       (select count(*)::int from (${loans}) l
         where l.data_devolucao is not null
           and (l.data_devolucao at time zone $5)::date > l.data_devolucao_prevista) as "devolvidosComAtraso",
       (select count(*)::int from renovacao r join emprestimo m using (cod_emprestimo)
         where m.cod_pessoa = $1 and ${inPeriod('r.renovado_em')} and ($4::int is null or m.cod_biblioteca = $4)) as renovacoes,
       (select count(*)::int from reserva r
         where r.cod_pessoa = $1 and ${inPeriod('r.data_reserva')} and ($4::int is null or r.cod_biblioteca = $4)) as reservas,
       (select json_build_object('quantidade', count(*)::int, 'valor', coalesce(sum(f.valor), 0),
                                 'quitado', coalesce(sum(case when f.data_pagamento is not null then f.valor
                                                              else least(f.valor, f.desconto + f.valor_pago) end), 0))
          from multa f where f.cod_pessoa = $1 and ${daysInPeriod('f.data_geracao')}
            and ($4::int is null or f.cod_biblioteca = $4)) as multas`,
    parameters(codPessoa, period),
  );
  return figures!;
}

/** The period's loans per year, latest first. */
export function loansByYear(db: Queryable, codPessoa: number, period: StatisticsPeriod) {
  return db.query<{ ano: number; total: number }>(
    `select extract(year from l.data_emprestimo at time zone $5)::int as ano, count(*)::int as total
       from (${loans}) l group by 1 order by 1 desc`,
    parameters(codPessoa, period),
  );
}

/** The period's loans per library, most first. */
export function loansByLibrary(db: Queryable, codPessoa: number, period: StatisticsPeriod) {
  return db.query<{ codigo: number; descricao: string; total: number }>(
    `select b.cod_biblioteca as codigo, b.desc_biblioteca as descricao, count(*)::int as total
       from (${loans}) l join biblioteca b on b.cod_biblioteca = l.cod_biblioteca
      group by b.cod_biblioteca, b.desc_biblioteca order by total desc, descricao`,
    parameters(codPessoa, period),
  );
}

/** The period's loans per work type (its name in `locale`, else Portuguese), most first. */
export function loansByWorkType(
  db: Queryable,
  codPessoa: number,
  period: StatisticsPeriod,
  locale: ApiLocale,
) {
  return db.query<{ codigo: number; descricao: string; total: number }>(
    `select t.cod_tipo_obra as codigo, coalesce(t.descricao ->> $6, t.descricao ->> 'pt') as descricao, count(*)::int as total
       from (${loans}) l join acervo a on a.cod_acervo = l.cod_acervo join tipo_obra t on t.cod_tipo_obra = a.cod_tipo_obra
      group by t.cod_tipo_obra, 2 order by total desc, descricao`,
    [...parameters(codPessoa, period), locale],
  );
}
