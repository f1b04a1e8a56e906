import type { TitleTotals } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';

type LibraryRow = TitleTotals['bibliotecas'][number];

/**
 * A title's collection in numbers (`/api/acervo/{id}/totais`): copies and copies on the shelf as
 * they are now, loans and holds made within the period (each end optional), per library holding
 * copies and overall. One statement.
 */
export async function titleTotals(
  db: Queryable,
  codAcervo: number,
  filter: { dataIni?: string; dataFim?: string; biblioteca?: number },
): Promise<TitleTotals> {
  const bibliotecas = await db.query<LibraryRow>(
    `with copies as (
       select e.cod_biblioteca, count(*)::int as exemplares,
              count(*) filter (where e.situacao = 'disponivel')::int as disponiveis
         from exemplar e where e.cod_acervo = $1 group by e.cod_biblioteca),
     loans as (
       select m.cod_biblioteca, count(*)::int as emprestimos
         from emprestimo m join exemplar e using (cod_exemplar)
        where e.cod_acervo = $1 and ($2::date is null or m.data_emprestimo >= $2::date)
          and ($3::date is null or m.data_emprestimo < $3::date + 1)
        group by m.cod_biblioteca),
     holds as (
       select r.cod_biblioteca, count(*)::int as reservas from reserva r
        where r.cod_acervo = $1 and ($2::date is null or r.data_reserva >= $2::date)
          and ($3::date is null or r.data_reserva < $3::date + 1)
        group by r.cod_biblioteca)
     select b.cod_biblioteca as codigo, b.desc_biblioteca as descricao, coalesce(c.exemplares, 0) as exemplares,
            coalesce(c.disponiveis, 0) as disponiveis, coalesce(l.emprestimos, 0) as emprestimos,
            coalesce(h.reservas, 0) as reservas
       from biblioteca b
       left join copies c using (cod_biblioteca)
       left join loans l using (cod_biblioteca)
       left join holds h using (cod_biblioteca)
      where (c.cod_biblioteca is not null or l.cod_biblioteca is not null or h.cod_biblioteca is not null)
        and ($4::int is null or b.cod_biblioteca = $4)
      order by b.desc_biblioteca`,
    [codAcervo, filter.dataIni ?? null, filter.dataFim ?? null, filter.biblioteca ?? null],
  );
  const sum = (field: 'exemplares' | 'disponiveis' | 'emprestimos' | 'reservas') =>
    bibliotecas.reduce((total, library) => total + library[field], 0);
  return {
    exemplares: sum('exemplares'),
    disponiveis: sum('disponiveis'),
    emprestimos: sum('emprestimos'),
    reservas: sum('reservas'),
    bibliotecas,
  };
}
