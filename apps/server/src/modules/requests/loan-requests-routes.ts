import {
  activity,
  apiErrorSchema,
  holdIdParamsSchema,
  loanRequestBodySchema,
  loanRequestCreatedResponseSchema,
  loanRequestOptionsResponseSchema,
  loanRequestsQuerySchema,
  loanRequestsResponseSchema,
  type loanRequestStatuses,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { copiesMatching, optionLists, optionProblems } from '../copies/copy-options.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { assertActivity, assertLibrary } from '../access/permissions.ts';
import { brDate, type LibraryTime } from '../../time/library-time.ts';

const tags = ['Loan requests'];
type Status = (typeof loanRequestStatuses)[number];

/** Each status as the patron reads it, per language. */
export const loanRequestStatusNames: Record<ApiLocale, Record<Status, string>> = {
  pt: {
    aguardando: 'Aguardando',
    em_transito: 'Em trânsito',
    disponivel: 'Disponível para retirada',
    finalizada: 'Finalizada',
    cancelada: 'Não finalizada (cancelada)',
  },
  en: {
    aguardando: 'Waiting',
    em_transito: 'In transit',
    disponivel: 'Available for pickup',
    finalizada: 'Finished',
    cancelada: 'Not finished (cancelled)',
  },
  es: {
    aguardando: 'En espera',
    em_transito: 'En tránsito',
    disponivel: 'Disponible para retirar',
    finalizada: 'Finalizada',
    cancelada: 'No finalizada (cancelada)',
  },
};

/** The list filter of spec §4 as the statuses it keeps. */
const filterStatuses: Record<string, Status[] | null> = {
  todos: null,
  aguardando: ['aguardando'],
  finalizado: ['finalizada'],
  nao_finalizado: ['cancelada'],
  disponivel: ['disponivel'],
  em_transito: ['em_transito'],
};

type LendableCopy = {
  cod_biblioteca: number;
  desc_biblioteca: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  situacao: string;
};

type RequestRow = {
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
  situacao: Status;
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
const toRequest = (row: RequestRow, locale: ApiLocale) => ({
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

/** Loan requests of spec §7 under /api/solicitacao-emprestimo. */
export function loanRequestsRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  async function copiesOf(codAcervo: number) {
    const [title] = await db.query<{ titulo: string }>(
      `select titulo || coalesce(': ' || subtitulo, '') as titulo from acervo where cod_acervo = $1`,
      [codAcervo],
    );
    if (!title) throw new HttpError(404, 'TituloNaoEncontrado');
    const copies = await db.query<LendableCopy>(
      `select e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.material_adicional, e.situacao
         from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo) join biblioteca b using (cod_biblioteca)
        where e.cod_acervo = $1 and t.permite_emprestimo and e.situacao <> 'extraviado'`,
      [codAcervo],
    );
    return { title, copies };
  }

  return async (app) => {
    app.get(
      '/:id/informacoes-iniciais',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'What the loan-request form offers: libraries holding lendable copies, options, receiving units',
          params: holdIdParamsSchema,
          response: { 200: loanRequestOptionsResponseSchema, 403: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await assertActivity(db, me.codLogin, activity.loanRequest);
        const { title, copies } = await copiesOf(request.params.id);
        const libraries = new Map<number, LendableCopy[]>();
        for (const copy of copies)
          libraries.set(copy.cod_biblioteca, [...(libraries.get(copy.cod_biblioteca) ?? []), copy]);
        const [receiving, [person]] = await Promise.all([
          db.query<{ codigo: number; descricao: string }>(
            'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca order by desc_biblioteca',
          ),
          db.query<{ email: string | null; telefone: string | null }>(
            'select email, telefone from pessoa where cod_pessoa = $1',
            [me.codPessoa],
          ),
        ]);
        return {
          acervo: { codigo: request.params.id, titulo: title.titulo },
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
    );

    app.post(
      '/:id',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Request a copy sent to a receiving unit (phone cleaned and cut at 16; e-mails separated by semicolons)',
          params: holdIdParamsSchema,
          body: loanRequestBodySchema,
          response: {
            201: loanRequestCreatedResponseSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const body = request.body;
        await assertActivity(db, me.codLogin, activity.loanRequest);
        const { copies } = await copiesOf(request.params.id);
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
        const inserted = await db.query<{ cod_solicitacao: number }>(
          `insert into solicitacao_emprestimo (cod_acervo, cod_pessoa, cod_login, biblioteca_origem, biblioteca_recebimento,
             volume, tomo, parte, material_adicional, telefone, email, cod_local_recebimento, pessoa_autorizada,
             domicilio, recebimento_textual)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           on conflict do nothing returning cod_solicitacao`,
          [
            request.params.id,
            me.codPessoa,
            me.codLogin,
            body.biblioteca_origem,
            body.biblioteca_recebimento,
            body.volume,
            body.tomo,
            body.parte,
            body.material_adicional,
            body.telefone,
            body.email,
            body.cod_local_recebimento ?? null,
            body.pessoa_autorizada,
            body.domicilio,
            body.recebimento_textual,
          ],
        );
        if (inserted.length === 0)
          throw new HttpError(409, 'ReservaJaExiste', { code: 'SOLICITACAO_EXISTENTE' });
        const [row] = await db.query<RequestRow>(`${selectRequests} where s.cod_solicitacao = $1`, [
          inserted[0]!.cod_solicitacao,
        ]);
        return reply.status(201).send({
          solicitacao: toRequest(row!, locale),
          message: translate(locale, 'SolicitacaoEmprestimoEnviada'),
        });
      },
    );

    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'The patron’s loan requests by period and status (todos, aguardando, finalizado, nao_finalizado, …)',
          querystring: loanRequestsQuerySchema,
          response: { 200: loanRequestsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const { status, dataIni, dataFim } = request.query;
        const rows = await db.query<RequestRow>(
          `${selectRequests}
            where s.cod_pessoa = $1 and ($2::text[] is null or s.situacao = any ($2))
              and ($3::date is null or s.criado_em >= $3::date::timestamp at time zone $5)
              and ($4::date is null or s.criado_em < ($4::date + 1)::timestamp at time zone $5)
            order by s.criado_em desc, s.cod_solicitacao desc`,
          [me.codPessoa, filterStatuses[status], dataIni ?? null, dataFim ?? null, time.zone],
        );
        const locale = requestLocale(request);
        return { solicitacoes: rows.map((row) => toRequest(row, locale)) };
      },
    );
  };
}
