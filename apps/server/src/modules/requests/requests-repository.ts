import type { RequestKind } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import type { RequestStatus } from './requests-labels.ts';

export type RequestRow = {
  cod_solicitacao: number;
  tipo: RequestKind;
  subtipo: string | null;
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
  dados: Record<string, unknown>;
  situacao: RequestStatus;
  resposta: string | null;
  criado_em: Date;
};

const columns = `s.cod_solicitacao, s.tipo, s.subtipo, s.cod_biblioteca, b.desc_biblioteca, s.dados, s.situacao,
                 s.resposta, s.criado_em`;

type NewRequest = {
  codPessoa: number;
  codLogin: number;
  tipo: RequestKind;
  subtipo: string | null;
  codBiblioteca: number;
  dados: Record<string, unknown>;
};

/** Records a request and answers it as listed. */
export async function insertRequest(db: Queryable, request: NewRequest): Promise<RequestRow> {
  const [row] = await db.query<RequestRow>(
    `with created as (
       insert into solicitacao (cod_pessoa, cod_login, tipo, subtipo, cod_biblioteca, dados)
       values ($1, $2, $3, $4, $5, $6) returning *)
     select ${columns} from created s left join biblioteca b using (cod_biblioteca)`,
    [
      request.codPessoa,
      request.codLogin,
      request.tipo,
      request.subtipo,
      request.codBiblioteca,
      JSON.stringify(request.dados),
    ],
  );
  return row!;
}

/** The patron's requests of one kind and status ('todos': any) made between two days of the library's zone. */
export async function listRequests(
  db: Queryable,
  codPessoa: number,
  filter: { tipo: RequestKind; status: string; from: string | null; to: string | null; zone: string },
): Promise<RequestRow[]> {
  return db.query<RequestRow>(
    `select ${columns} from solicitacao s left join biblioteca b using (cod_biblioteca)
      where s.cod_pessoa = $1 and s.tipo = $2 and ($3 = 'todos' or s.situacao = $3)
        and ($4::date is null or s.criado_em >= $4::date::timestamp at time zone $6)
        and ($5::date is null or s.criado_em < ($5::date + 1)::timestamp at time zone $6)
      order by s.criado_em desc, s.cod_solicitacao desc`,
    [codPessoa, filter.tipo, filter.status, filter.from, filter.to, filter.zone],
  );
}

/** The patron's e-mail and phone, and how many of their inter-library loans are still open. */
export async function findInterLibraryContact(
  db: Queryable,
  codPessoa: number,
): Promise<{ email: string | null; telefone: string | null; abertas: number } | null> {
  const [person] = await db.query<{ email: string | null; telefone: string | null; abertas: number }>(
    `select email, telefone,
            (select count(*)::int from solicitacao where cod_pessoa = $1 and tipo = 'emprestimo-inter-bibliotecas'
                and situacao in ('aguardando', 'em_andamento')) as abertas
       from pessoa where cod_pessoa = $1`,
    [codPessoa],
  );
  return person ?? null;
}
