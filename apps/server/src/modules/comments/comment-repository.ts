import type { Queryable } from '../../db/database.ts';

/** Comments awaiting approval a patron may have at once; the next one is refused (ADR 052). */
export const MAX_PENDING_COMMENTS = 3;

type OwnComment = {
  id: number;
  cod_acervo: number;
  texto: string;
  situacao: 'pendente' | 'aprovado' | 'rejeitado';
  data: string;
};

const ownColumns = `cod_comentario as id, cod_acervo, texto, situacao, to_char(criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data`;

export function listPublicComments(db: Queryable, codAcervo: number) {
  return db.query<{ id: number; autor: string; texto: string; data: string }>(
    `select c.cod_comentario as id, split_part(trim(p.nome_pessoa), ' ', 1) as autor, c.texto,
            to_char(c.criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data
       from comentario_acervo c join pessoa p on p.cod_pessoa = c.cod_pessoa
      where c.cod_acervo = $1 and c.situacao = 'aprovado'
      order by c.criado_em, c.cod_comentario`,
    [codAcervo],
  );
}

/**
 * Stores a comment as pending, unless the patron already has the maximum awaiting approval:
 * the count and the insert are one statement under a per-patron lock, so two posts at once
 * cannot both slip under the limit.
 */
export async function addComment(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  codPessoa: number,
  codAcervo: number,
  texto: string,
): Promise<OwnComment | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(5201, $1)', [codPessoa]);
    const [row] = await tx.query<OwnComment>(
      `insert into comentario_acervo (cod_acervo, cod_pessoa, texto)
       select $1, $2, $3
        where (select count(*) from comentario_acervo where cod_pessoa = $2 and situacao = 'pendente') < $4
       returning ${ownColumns}`,
      [codAcervo, codPessoa, texto, MAX_PENDING_COMMENTS],
    );
    return row ?? 'limit';
  });
}

export function listOwnComments(db: Queryable, codPessoa: number, codAcervo?: number) {
  return db.query<OwnComment>(
    `select ${ownColumns} from comentario_acervo
      where cod_pessoa = $1 and ($2::int is null or cod_acervo = $2)
      order by criado_em desc, cod_comentario desc`,
    [codPessoa, codAcervo ?? null],
  );
}

export function listCommentedTitles(db: Queryable, codPessoa: number) {
  return db.query<{ cod_acervo: number; titulo: string; comentarios: number }>(
    `select a.cod_acervo, a.titulo, count(*)::int as comentarios
       from comentario_acervo c join acervo a on a.cod_acervo = c.cod_acervo
      where c.cod_pessoa = $1 group by a.cod_acervo, a.titulo order by max(c.criado_em) desc`,
    [codPessoa],
  );
}

export async function deleteOwnComment(db: Queryable, codPessoa: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'delete from comentario_acervo where cod_comentario = $1 and cod_pessoa = $2 returning 1',
    [id, codPessoa],
  );
  return rows.length > 0;
}

/** Staff moderation (npm run comments). */
export function listPendingComments(db: Queryable) {
  return db.query<{
    id: number;
    cod_acervo: number;
    titulo: string;
    pessoa: string;
    texto: string;
    data: string;
  }>(
    `select c.cod_comentario as id, c.cod_acervo, a.titulo, p.nome_pessoa as pessoa, c.texto,
            to_char(c.criado_em at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as data
       from comentario_acervo c join acervo a using (cod_acervo) join pessoa p on p.cod_pessoa = c.cod_pessoa
      where c.situacao = 'pendente' order by c.criado_em, c.cod_comentario`,
  );
}

export async function moderateComment(
  db: Queryable,
  id: number,
  decision: 'aprovado' | 'rejeitado',
): Promise<boolean> {
  const rows = await db.query(
    `update comentario_acervo set situacao = $2, moderado_em = now() where cod_comentario = $1 and situacao = 'pendente' returning 1`,
    [id, decision],
  );
  return rows.length > 0;
}
