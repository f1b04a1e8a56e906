import type { Queryable } from '../../db/database.ts';

/** The libraries' SQL: libraries and campuses as listed, and comments sent to a library. */

export function listLibraries(db: Queryable, campus?: number) {
  return db.query<{
    cod_biblioteca: number;
    desc_biblioteca: string;
    cod_campus: number;
    nome_campus: string;
    sigla: string;
    email: string | null;
    telefone: string | null;
  }>(
    `select b.cod_biblioteca, b.desc_biblioteca, b.cod_campus, c.nome_campus, b.sigla, b.email, b.telefone
       from biblioteca b join campus c on c.cod_campus = b.cod_campus
      where $1::int is null or b.cod_campus = $1 order by b.desc_biblioteca`,
    [campus ?? null],
  );
}

/** Every library's code and name, by name: the choices other modules' forms and filters offer. */
export function listLibrariesByName(db: Queryable) {
  return db.query<{ codigo: number; descricao: string }>(
    'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca order by desc_biblioteca',
  );
}

export function listCampuses(db: Queryable) {
  return db.query<{ cod_campus: number; nome_campus: string }>(
    'select cod_campus, nome_campus from campus order by nome_campus',
  );
}

export async function libraryExists(db: Queryable, codBiblioteca: number): Promise<boolean> {
  const rows = await db.query('select 1 from biblioteca where cod_biblioteca = $1', [codBiblioteca]);
  return rows.length > 0;
}

/** Stores a patron's comment to a library; answers its code. */
export async function insertLibraryComment(
  db: Queryable,
  comment: { codBiblioteca: number; codPessoa: number; texto: string },
): Promise<number> {
  const [row] = await db.query<{ codigo: number }>(
    'insert into comentario_biblioteca (cod_biblioteca, cod_pessoa, texto) values ($1, $2, $3) returning cod_comentario as codigo',
    [comment.codBiblioteca, comment.codPessoa, comment.texto],
  );
  return row!.codigo;
}
