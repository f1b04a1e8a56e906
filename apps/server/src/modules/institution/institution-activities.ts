import type { Queryable } from '../../db/database.ts';

/** Whether the institution grants an activity to visitors (`instituicao_atividade`, spec §7). */
export async function institutionGrants(db: Queryable, codAtividade: number): Promise<boolean> {
  const [row] = await db.query<{ on: boolean }>(
    'select exists (select 1 from instituicao_atividade where cod_atividade = $1) as on',
    [codAtividade],
  );
  return row?.on ?? false;
}
