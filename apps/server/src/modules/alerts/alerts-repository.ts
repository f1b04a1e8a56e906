import type { Alert } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The alerts' SQL: raising one for a patron, and the patron's own alerts. Writes limited to the
 * patron's own rows answer what they touched, or null when they touched none.
 */

type AlertRow = {
  cod_alerta: number;
  tipo: Alert['tipo'];
  titulo: string;
  mensagem: string;
  cod_acervo: number | null;
  criado_em: Date;
  lido_em: Date | null;
};
const toAlert = (row: AlertRow): Alert => ({
  id: row.cod_alerta,
  tipo: row.tipo,
  titulo: row.titulo,
  mensagem: row.mensagem,
  codAcervo: row.cod_acervo,
  data: row.criado_em.toISOString(),
  lido: row.lido_em !== null,
});

/** Raises an alert for a patron (released holds, interest-profile matches, answered requests). */
export async function raiseAlert(
  db: Queryable,
  alert: {
    codPessoa: number;
    tipo: Alert['tipo'];
    titulo: string;
    mensagem: string;
    codAcervo?: number | null;
  },
) {
  await db.query(
    'insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo) values ($1, $2, $3, $4, $5)',
    [alert.codPessoa, alert.tipo, alert.titulo, alert.mensagem, alert.codAcervo ?? null],
  );
}

/** The patron's alerts raised from `dataIni` through `dataFim` (library days in `zone`), newest first. */
export async function findAlertsOfPerson(
  db: Queryable,
  codPessoa: number,
  period: { dataIni: string; dataFim: string },
  zone: string,
): Promise<Alert[]> {
  const rows = await db.query<AlertRow>(
    `select cod_alerta, tipo, titulo, mensagem, cod_acervo, criado_em, lido_em from alerta
      where cod_pessoa = $1 and criado_em >= $2::date::timestamp at time zone $4
        and criado_em < ($3::date + 1)::timestamp at time zone $4
      order by criado_em desc, cod_alerta desc`,
    [codPessoa, period.dataIni, period.dataFim, zone],
  );
  return rows.map(toAlert);
}

/** Marks one of the patron's alerts read as of `now` (an alert already read keeps its time); null when not theirs. */
export async function markAlertRead(
  db: Queryable,
  codPessoa: number,
  codAlerta: number,
  now: Date,
): Promise<Alert | null> {
  const [row] = await db.query<AlertRow>(
    `update alerta set lido_em = coalesce(lido_em, $3) where cod_alerta = $1 and cod_pessoa = $2
     returning cod_alerta, tipo, titulo, mensagem, cod_acervo, criado_em, lido_em`,
    [codAlerta, codPessoa, now],
  );
  return row ? toAlert(row) : null;
}

/** Deletes one of the patron's alerts; whether it was theirs. */
export async function deleteAlertOfPerson(
  db: Queryable,
  codPessoa: number,
  codAlerta: number,
): Promise<boolean> {
  const rows = await db.query('delete from alerta where cod_alerta = $1 and cod_pessoa = $2 returning 1', [
    codAlerta,
    codPessoa,
  ]);
  return rows.length > 0;
}
