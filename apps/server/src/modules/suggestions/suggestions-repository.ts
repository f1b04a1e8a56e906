import type { SuggestionStatus, suggestionBodySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';

/** The acquisition suggestions' SQL: storing a patron's suggestion, and the patron's own, listed or counted. */

export type SuggestionRow = {
  cod_sugestao: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  autor: string | null;
  titulo: string;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  situacao: SuggestionStatus;
  criado_em: Date;
};
const columns = `s.cod_sugestao, s.cod_biblioteca, b.desc_biblioteca, s.autor, s.titulo, s.edicao, s.editor,
                 s.isbn_issn, s.periodico, s.outras_inf, s.situacao, s.criado_em`;

/** A period (either end open) of the patron's suggestions. */
type Period = { dataIni?: string; dataFim?: string };

export async function insertSuggestion(
  db: Queryable,
  patron: { codPessoa: number; codLogin: number },
  body: z.infer<typeof suggestionBodySchema>,
): Promise<SuggestionRow> {
  const [row] = await db.query<SuggestionRow>(
    `with created as (
       insert into sugestao_aquisicao (cod_pessoa, cod_login, cod_biblioteca, autor, titulo, edicao, editor,
                                       isbn_issn, periodico, outras_inf)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *)
     select ${columns} from created s join biblioteca b using (cod_biblioteca)`,
    [
      patron.codPessoa,
      patron.codLogin,
      body.biblioteca,
      body.autor,
      body.titulo,
      body.edicao,
      body.editor,
      body.isbn_issn,
      body.periodico,
      body.outras_inf,
    ],
  );
  return row!;
}

/**
 * The patron's suggestions of a period and status (either may be absent), newest first; the
 * period's days are the library's (`zone`), not the database server's.
 */
export function findSuggestionsOfPerson(
  db: Queryable,
  codPessoa: number,
  { dataIni, dataFim, situacao, zone }: Period & { situacao?: SuggestionStatus; zone: string },
) {
  return db.query<SuggestionRow>(
    `select ${columns} from sugestao_aquisicao s join biblioteca b using (cod_biblioteca)
      where s.cod_pessoa = $1 and ($2::date is null or s.criado_em >= $2::date::timestamp at time zone $5)
        and ($3::date is null or s.criado_em < ($3::date + 1)::timestamp at time zone $5)
        and ($4::text is null or s.situacao = $4)
      order by s.criado_em desc, s.cod_sugestao desc`,
    [codPessoa, dataIni ?? null, dataFim ?? null, situacao ?? null, zone],
  );
}

/** How many suggestions the patron made in a period of the library's days (at one library, when given), by status and library. */
export function countSuggestionsOfPerson(
  db: Queryable,
  codPessoa: number,
  { dataIni, dataFim, biblioteca, zone }: Period & { biblioteca?: number; zone: string },
) {
  return db.query<{
    situacao: SuggestionStatus;
    cod_biblioteca: number;
    desc_biblioteca: string;
    total: number;
  }>(
    `select s.situacao, s.cod_biblioteca, b.desc_biblioteca, count(*)::int as total
       from sugestao_aquisicao s join biblioteca b using (cod_biblioteca)
      where s.cod_pessoa = $1 and ($2::date is null or s.criado_em >= $2::date::timestamp at time zone $5)
        and ($3::date is null or s.criado_em < ($3::date + 1)::timestamp at time zone $5)
        and ($4::int is null or s.cod_biblioteca = $4)
      group by s.situacao, s.cod_biblioteca, b.desc_biblioteca`,
    [codPessoa, dataIni ?? null, dataFim ?? null, biblioteca ?? null, zone],
  );
}
