import type { storageDataSchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';

/** The years in which the title was lent, latest first. */
export async function loanYearsOfTitle(db: Queryable, id: number): Promise<number[]> {
  const rows = await db.query<{ ano: number }>(
    `select distinct extract(year from m.data_emprestimo)::int as ano from emprestimo m join exemplar e using (cod_exemplar)
      where e.cod_acervo = $1 order by ano desc`,
    [id],
  );
  return rows.map((row) => row.ano);
}

/** The title's loans in each month of `year`, all twelve months present. */
export async function loansPerMonthOfTitle(
  db: Queryable,
  id: number,
  year: number,
): Promise<{ mes: number; emprestimos: number }[]> {
  return db.query<{ mes: number; emprestimos: number }>(
    `select m.mes, coalesce(count(e.cod_exemplar), 0)::int as emprestimos
       from generate_series(1, 12) as m(mes)
       left join emprestimo l on extract(year from l.data_emprestimo) = $2 and extract(month from l.data_emprestimo) = m.mes
       left join exemplar e on e.cod_exemplar = l.cod_exemplar and e.cod_acervo = $1
      group by m.mes order by m.mes`,
    [id, year],
  );
}

type StoredCopyRow = Omit<z.infer<typeof storageDataSchema>['exemplares'][number], 'desc_situacao'>;

export type StoredCopyFilter = {
  cod_biblioteca?: number | undefined;
  volume?: string | undefined;
  tomo?: string | undefined;
  parte?: string | undefined;
};

/** The title's copies kept in closed storage, narrowed by library, volume, tome and part. */
export async function listStoredCopiesOfTitle(
  db: Queryable,
  id: number,
  { cod_biblioteca, volume, tomo, parte }: StoredCopyFilter,
): Promise<StoredCopyRow[]> {
  return db.query<StoredCopyRow>(
    `select e.cod_exemplar, e.tombo, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.situacao,
            s.cod_armazem, s.descricao as desc_armazem, x.posicao, s.prazo_horas::int as prazo_horas,
            -- A copy is fetched for one patron at a time (ADR 066): say it is taken, naming nobody.
            exists (select 1 from solicitacao_armazem_item i
                     where i.cod_exemplar = e.cod_exemplar and i.situacao in ('aguardando', 'disponivel'))
              as solicitado
       from exemplar_armazem x
       join exemplar e on e.cod_exemplar = x.cod_exemplar
       join armazem s on s.cod_armazem = x.cod_armazem
       join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
      where e.cod_acervo = $1 and ($2::int is null or e.cod_biblioteca = $2)
        and ($3::text is null or e.volume = $3) and ($4::text is null or e.tomo = $4)
        and ($5::text is null or e.parte = $5)
      order by b.desc_biblioteca, e.volume nulls first, e.tomo nulls first, e.parte nulls first, e.tombo`,
    [id, cod_biblioteca ?? null, volume ?? null, tomo ?? null, parte ?? null],
  );
}

type TitlePermissionsRow = { reserva: boolean; emprestimo: boolean; acesso_online: boolean };

/** Whether any copy may be held or lent, and whether the title is online; null for no such title. */
export async function loadTitlePermissions(db: Queryable, id: number): Promise<TitlePermissionsRow | null> {
  const [row] = await db.query<TitlePermissionsRow>(
    `select coalesce(bool_or(t.permite_reserva), false) as reserva, coalesce(bool_or(t.permite_emprestimo), false) as emprestimo,
            (a.acesso_remoto or exists (select 1 from acervo_link k where k.cod_acervo = a.cod_acervo and k.acesso_online)) as acesso_online
       from acervo a left join exemplar e on e.cod_acervo = a.cod_acervo
       left join tipo_emprestimo t on t.cod_tipo_emprestimo = e.cod_tipo_emprestimo
      where a.cod_acervo = $1 group by a.cod_acervo`,
    [id],
  );
  return row ?? null;
}

export async function workTypeOfTitle(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query<{ cod_tipo_obra: number }>(
    'select cod_tipo_obra from acervo where cod_acervo = $1',
    [id],
  );
  return row?.cod_tipo_obra ?? null;
}
