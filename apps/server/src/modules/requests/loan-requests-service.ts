import { activity, type loanRequestBodySchema, type loanRequestsQuerySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';
import { assertActivity, assertLibrary } from '../access/permissions.ts';
import { copiesMatching, optionLists, optionProblems } from '../copies/copy-options.ts';
import { listLibrariesByName } from '../libraries/library-repository.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { type LoanRequestStatus, loanRequestStatusNames } from './loan-requests-labels.ts';
import {
  findLoanRequest,
  findPatronContact,
  findTitleName,
  insertLoanRequest,
  type LendableCopy,
  listLendableCopies,
  listLoanRequests,
  type LoanRequestRow,
} from './loan-requests-repository.ts';

/** The list filter of spec §4 as the statuses it keeps. */
const filterStatuses: Record<string, LoanRequestStatus[] | null> = {
  todos: null,
  aguardando: ['aguardando'],
  finalizado: ['finalizada'],
  nao_finalizado: ['cancelada'],
  disponivel: ['disponivel'],
  em_transito: ['em_transito'],
};

const toRequest = (row: LoanRequestRow, locale: ApiLocale) => ({
  codigo: row.cod_solicitacao,
  codAcervo: row.cod_acervo,
  titulo: row.titulo,
  bibliotecaOrigem: { codigo: row.biblioteca_origem, descricao: row.origem },
  bibliotecaRecebimento: { codigo: row.biblioteca_recebimento, descricao: row.recebimento },
  volume: row.volume,
  tomo: row.tomo,
  parte: row.parte,
  material_adicional: row.material_adicional,
  telefone: row.telefone,
  email: row.email,
  domicilio: row.domicilio,
  situacao: { codigo: row.situacao, descricao: loanRequestStatusNames[locale][row.situacao] },
  data: row.criado_em.toISOString(),
});

type Caller = { codPessoa: number; codLogin: number };

/** Loan requests (spec §7): a copy of a title sent from one library to be collected at another. */
export function createLoanRequestsService(db: Database, time: LibraryTime) {
  async function titleWithCopies(codAcervo: number) {
    const title = await findTitleName(db, codAcervo);
    if (title === null) throw new HttpError(404, 'TituloNaoEncontrado');
    return { title, copies: await listLendableCopies(db, codAcervo) };
  }

  return {
    /** What the form offers: libraries holding lendable copies with their options, receiving units. */
    async options(me: Caller, codAcervo: number) {
      await assertActivity(db, me.codLogin, activity.loanRequest);
      const { title, copies } = await titleWithCopies(codAcervo);
      const libraries = new Map<number, LendableCopy[]>();
      for (const copy of copies)
        libraries.set(copy.cod_biblioteca, [...(libraries.get(copy.cod_biblioteca) ?? []), copy]);
      const [receiving, person] = await Promise.all([
        listLibrariesByName(db),
        findPatronContact(db, me.codPessoa),
      ]);
      return {
        acervo: { codigo: codAcervo, titulo: title },
        bibliotecasOrigem: [...libraries.entries()].map(([codigo, rows]) => ({
          codigo,
          descricao: rows[0]!.desc_biblioteca,
          disponiveis: rows.filter((row) => row.situacao === 'disponivel').length,
          ...optionLists(rows),
        })),
        bibliotecasRecebimento: receiving,
        email: person?.email ?? null,
        telefone: person?.telefone ?? null,
      };
    },

    /** Records a request once every rule holds: copies on the shelf there, options, a suspension. */
    async create(
      me: Caller,
      codAcervo: number,
      body: z.infer<typeof loanRequestBodySchema>,
      locale: ApiLocale,
    ) {
      await assertActivity(db, me.codLogin, activity.loanRequest);
      const { copies } = await titleWithCopies(codAcervo);
      await assertLibrary(db, body.biblioteca_origem, 'biblioteca_origem');
      await assertLibrary(db, body.biblioteca_recebimento, 'biblioteca_recebimento');
      const atOrigin = copies.filter((copy) => copy.cod_biblioteca === body.biblioteca_origem);
      if (atOrigin.length === 0) {
        throw new HttpError(422, 'DadosInvalidos', {
          code: 'VALIDACAO',
          fields: { biblioteca_origem: 'ReservaBibliotecaSemExemplares' },
        });
      }
      const { missing, invalid } = optionProblems(atOrigin, body);
      const fields = { ...missing, ...invalid };
      if (Object.keys(fields).length > 0)
        throw new HttpError(422, 'PreenchaTodasOpcoes', { code: 'VALIDACAO', fields });
      const matching = copiesMatching(atOrigin, body);
      if (!matching.some((copy) => copy.situacao === 'disponivel')) {
        throw new HttpError(422, 'SolicitacaoSemExemplarDisponivel', { code: 'SEM_EXEMPLAR_DISPONIVEL' });
      }
      if (body.biblioteca_origem === body.biblioteca_recebimento && !body.domicilio) {
        throw new HttpError(422, 'DadosInvalidos', {
          code: 'VALIDACAO',
          fields: { biblioteca_recebimento: 'RecebimentoMesmaBiblioteca' },
        });
      }
      const standing = (await patronStanding(db, me.codLogin, time.today()))!;
      if (standing.suspendedUntil) {
        throw new HttpError(422, 'AfastamentoAtivo', {
          code: 'AFASTAMENTO',
          values: { data: brDate(standing.suspendedUntil) },
        });
      }
      const code = await insertLoanRequest(db, {
        ...body,
        codAcervo,
        codPessoa: me.codPessoa,
        codLogin: me.codLogin,
      });
      if (code === null) throw new HttpError(409, 'ReservaJaExiste', { code: 'SOLICITACAO_EXISTENTE' });
      return {
        solicitacao: toRequest((await findLoanRequest(db, code))!, locale),
        message: translate(locale, 'SolicitacaoEmprestimoEnviada'),
      };
    },

    /** The patron's requests by period and status, latest first. */
    async list(codPessoa: number, query: z.infer<typeof loanRequestsQuerySchema>, locale: ApiLocale) {
      const rows = await listLoanRequests(db, codPessoa, {
        statuses: filterStatuses[query.status] ?? null,
        from: query.dataIni ?? null,
        to: query.dataFim ?? null,
        zone: time.zone,
      });
      return { solicitacoes: rows.map((row) => toRequest(row, locale)) };
    },
  };
}
