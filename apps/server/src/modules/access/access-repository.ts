import type { Queryable } from '../../db/database.ts';

/** The SQL of the access checks: what a login's category is granted, and whether a library exists. */

/** Whether the login's category is granted the activity. */
export async function categoryGrants(db: Queryable, codLogin: number, codAtividade: number) {
  const [granted] = await db.query(
    `select 1 from login l join categoria_permissao p using (cod_categoria)
      where l.cod_login = $1 and p.cod_atividade = $2 limit 1`,
    [codLogin, codAtividade],
  );
  return granted !== undefined;
}

/** A library's name by code, or undefined when there is no such library. */
export async function libraryByCode(db: Queryable, codBiblioteca: number) {
  const [library] = await db.query<{ desc_biblioteca: string }>(
    'select desc_biblioteca from biblioteca where cod_biblioteca = $1',
    [codBiblioteca],
  );
  return library;
}
