import type { PatronDatabase } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';

/** A database as the patron sees it, with its redirect key (`chave`) as stored. */
type DatabaseRow = Omit<PatronDatabase, 'redirecionamento'> & { chave: string | null };

/**
 * The active databases open to the login's category (a database limited to no category is open
 * to all), described in `locale`, in the institution's order.
 */
export function findDatabasesOpenToLogin(db: Queryable, codLogin: number, locale: ApiLocale) {
  return db.query<DatabaseRow>(
    `select b.cod_base as codigo, b.nome, coalesce(b.descricao ->> $2, b.descricao ->> 'pt') as descricao,
            b.url, b.chave_redirecionamento as chave, b.acesso_remoto as "acessoRemoto"
       from base_dados b
      where b.ativa
        and (not exists (select 1 from base_dados_categoria c where c.cod_base = b.cod_base)
             or exists (select 1 from base_dados_categoria c join login l using (cod_categoria)
                         where c.cod_base = b.cod_base and l.cod_login = $1))
      order by b.ordem, b.nome`,
    [codLogin, locale],
  );
}
