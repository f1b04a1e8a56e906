import type { Queryable } from '../../db/database.ts';

/** A stored support message's number, with who sent it. */
type StoredSupportMessage = { codigo: number; nome: string; login: string; email: string | null };

/** Stores a patron's support message (and where it was mailed, if anywhere). */
export async function storeSupportMessage(
  db: Queryable,
  message: { codPessoa: number; codLogin: number; assunto: string; mensagem: string; sentTo: string | null },
): Promise<StoredSupportMessage> {
  const [stored] = await db.query<StoredSupportMessage>(
    `with stored as (
       insert into mensagem_suporte (cod_pessoa, cod_login, assunto, mensagem, enviada_para)
       values ($1, $2, $3, $4, $5) returning cod_mensagem)
     select s.cod_mensagem as codigo, p.nome_pessoa as nome, l.usuario as login, p.email
       from stored s, pessoa p join login l on l.cod_pessoa = p.cod_pessoa
      where p.cod_pessoa = $1 and l.cod_login = $2`,
    [message.codPessoa, message.codLogin, message.assunto, message.mensagem, message.sentTo],
  );
  return stored!;
}
