import type { loanRequestBodySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { LibraryCopy } from '../copies/copy-options.ts';
import type { LoanRequestStatus } from './loan-requests-labels.ts';

export type LendableCopy = LibraryCopy;

export type LoanRequestRow = {
  cod_solicitacao: number;
  cod_acervo: number;
  titulo: string;
  biblioteca_origem: number;
  origem: string;
  biblioteca_recebimento: number;
  recebimento: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  telefone: string;
  email: string;
  domicilio: boolean;
  situacao: LoanRequestStatus;
  criado_em: Date;
};

const selectRequests = `
  select s.cod_solicitacao, s.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo,
         s.biblioteca_origem, o.desc_biblioteca as origem, s.biblioteca_recebimento, r.desc_biblioteca as recebimento,
         s.volume, s.tomo, s.parte, s.material_adicional, s.telefone, s.email, s.domicilio, s.situacao, s.criado_em
    from solicitacao_emprestimo s
    join acervo a using (cod_acervo)
    join biblioteca o on o.cod_biblioteca = s.biblioteca_origem
    join biblioteca r on r.cod_biblioteca = s.biblioteca_recebimento`;

/** The title's name with its subtitle; null when there is no such title. */
export async function findTitleName(db: Queryable, codAcervo: number): Promise<string | null> {
  const [title] = await db.query<{ titulo: string }>(
    `select titulo || coalesce(': ' || subtitulo, '') as titulo from acervo where cod_acervo = $1`,
    [codAcervo],
  );
  return title?.titulo ?? null;
}

/** The title's copies a loan may be asked for: lendable and not lost, in any library. */
export async function listLendableCopies(db: Queryable, codAcervo: number): Promise<LendableCopy[]> {
  return db.query<LendableCopy>(
    `select e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.material_adicional, e.situacao
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo) join biblioteca b using (cod_biblioteca)
      where e.cod_acervo = $1 and t.permite_emprestimo and e.situacao <> 'extraviado'`,
    [codAcervo],
  );
}

/** The patron's e-mail and phone, to fill the form with. */
export async function findPatronContact(
  db: Queryable,
  codPessoa: number,
): Promise<{ email: string | null; telefone: string | null } | null> {
  const [person] = await db.query<{ email: string | null; telefone: string | null }>(
    'select email, telefone from pessoa where cod_pessoa = $1',
    [codPessoa],
  );
  return person ?? null;
}

type NewLoanRequest = z.infer<typeof loanRequestBodySchema> & {
  codAcervo: number;
  codPessoa: number;
  codLogin: number;
};

/** Records a request; null when the patron already has the same one open. */
export async function insertLoanRequest(db: Queryable, request: NewLoanRequest): Promise<number | null> {
  const inserted = await db.query<{ cod_solicitacao: number }>(
    `insert into solicitacao_emprestimo (cod_acervo, cod_pessoa, cod_login, biblioteca_origem, biblioteca_recebimento,
       volume, tomo, parte, material_adicional, telefone, email, cod_local_recebimento, pessoa_autorizada,
       domicilio, recebimento_textual)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict do nothing returning cod_solicitacao`,
    [
      request.codAcervo,
      request.codPessoa,
      request.codLogin,
      request.biblioteca_origem,
      request.biblioteca_recebimento,
      request.volume,
      request.tomo,
      request.parte,
      request.material_adicional,
      request.telefone,
      request.email,
      request.cod_local_recebimento ?? null,
      request.pessoa_autorizada,
      request.domicilio,
      request.recebimento_textual,
    ],
  );
  return inserted[0]?.cod_solicitacao ?? null;
}

export async function findLoanRequest(db: Queryable, codSolicitacao: number): Promise<LoanRequestRow | null> {
  const [row] = await db.query<LoanRequestRow>(`${selectRequests} where s.cod_solicitacao = $1`, [
    codSolicitacao,
  ]);
  return row ?? null;
}

/** The patron's requests of some statuses (null: all) made between two days of the library's zone. */
export async function listLoanRequests(
  db: Queryable,
  codPessoa: number,
  filter: { statuses: LoanRequestStatus[] | null; from: string | null; to: string | null; zone: string },
): Promise<LoanRequestRow[]> {
  return db.query<LoanRequestRow>(
    `${selectRequests}
      where s.cod_pessoa = $1 and ($2::text[] is null or s.situacao = any ($2))
        and ($3::date is null or s.criado_em >= $3::date::timestamp at time zone $5)
        and ($4::date is null or s.criado_em < ($4::date + 1)::timestamp at time zone $5)
      order by s.criado_em desc, s.cod_solicitacao desc`,
    [codPessoa, filter.statuses, filter.from, filter.to, filter.zone],
  );
}
