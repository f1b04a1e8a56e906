import type { StorageRequestStatus } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The patron's closed-storage requests as read back, and whom their mail goes to. Storing one,
 * with its copy locks and checks in one transaction, is `requestFromStorage` in the service.
 */

export type StorageRequestRow = {
  cod_solicitacao: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  email_biblioteca: string | null;
  criado_em: Date;
  cod_exemplar: number;
  tombo: string;
  cod_acervo: number;
  titulo: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  armazem: string;
  posicao: string;
  situacao: StorageRequestStatus;
  previsao: Date;
};

/** A patron's storage requests, newest first, one row per copy (`codigo` narrows to one request). */
export function patronStorageRequests(
  db: Queryable,
  codPessoa: number,
  filter: { codigo?: number; dataIni?: string; dataFim?: string },
) {
  return db.query<StorageRequestRow>(
    `select s.cod_solicitacao, s.cod_biblioteca, b.desc_biblioteca, b.email as email_biblioteca, s.criado_em,
            i.cod_exemplar, e.tombo, e.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo,
            e.volume, e.tomo, e.parte, coalesce(r.descricao, '') as armazem, coalesce(x.posicao, '') as posicao,
            i.situacao, i.previsao
       from solicitacao_armazem s
       join biblioteca b on b.cod_biblioteca = s.cod_biblioteca
       join solicitacao_armazem_item i on i.cod_solicitacao = s.cod_solicitacao
       join exemplar e on e.cod_exemplar = i.cod_exemplar
       join acervo a on a.cod_acervo = e.cod_acervo
       left join exemplar_armazem x on x.cod_exemplar = i.cod_exemplar
       left join armazem r on r.cod_armazem = x.cod_armazem
      where s.cod_pessoa = $1 and ($2::int is null or s.cod_solicitacao = $2)
        and ($3::date is null or s.criado_em >= $3::date) and ($4::date is null or s.criado_em < $4::date + 1)
      order by s.criado_em desc, s.cod_solicitacao desc, r.descricao, x.posicao, e.tombo`,
    [codPessoa, filter.codigo ?? null, filter.dataIni ?? null, filter.dataFim ?? null],
  );
}

/** The patron's name, login and e-mail (several separated by `;`), for the request's mail; null when the login is not theirs. */
export async function patronContact(db: Queryable, codPessoa: number, codLogin: number) {
  const [patron] = await db.query<{ nome: string; usuario: string; email: string | null }>(
    `select p.nome_pessoa as nome, p.email, l.usuario
       from pessoa p join login l on l.cod_pessoa = p.cod_pessoa where p.cod_pessoa = $1 and l.cod_login = $2`,
    [codPessoa, codLogin],
  );
  return patron ?? null;
}
