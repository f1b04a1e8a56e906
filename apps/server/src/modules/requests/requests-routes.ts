import {
  apiErrorSchema,
  catalogSheetBodySchema,
  exchangeBodySchema,
  exchangeKindParamsSchema,
  interLibraryBodySchema,
  interLibraryDataResponseSchema,
  type RequestKind,
  requestCreatedResponseSchema,
  requestKindParamsSchema,
  requestsQuerySchema,
  requestsResponseSchema,
  researchBodySchema,
  surveyBodySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { assertLibrary } from '../access/permissions.ts';

const tags = ['Requests'];

/** Each status as the patron reads it, per language. */
export const requestStatusNames: Record<
  ApiLocale,
  Record<'aguardando' | 'em_andamento' | 'atendida' | 'cancelada', string>
> = {
  pt: {
    aguardando: 'Aguardando',
    em_andamento: 'Em andamento',
    atendida: 'Atendida',
    cancelada: 'Cancelada',
  },
  en: { aguardando: 'Waiting', em_andamento: 'In progress', atendida: 'Attended', cancelada: 'Cancelled' },
  es: { aguardando: 'En espera', em_andamento: 'En curso', atendida: 'Atendida', cancelada: 'Cancelada' },
};

type RequestRow = {
  cod_solicitacao: number;
  tipo: RequestKind;
  subtipo: string | null;
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
  dados: Record<string, unknown>;
  situacao: 'aguardando' | 'em_andamento' | 'atendida' | 'cancelada';
  resposta: string | null;
  criado_em: Date;
};
const columns = `s.cod_solicitacao, s.tipo, s.subtipo, s.cod_biblioteca, b.desc_biblioteca, s.dados, s.situacao,
                 s.resposta, s.criado_em`;
const toRequest = (row: RequestRow, locale: ApiLocale) => ({
  codigo: row.cod_solicitacao,
  tipo: row.tipo,
  subtipo: row.subtipo,
  biblioteca:
    row.cod_biblioteca === null ? null : { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca ?? '' },
  dados: row.dados,
  situacao: { codigo: row.situacao, descricao: requestStatusNames[locale][row.situacao] },
  resposta: row.resposta,
  data: row.criado_em.toISOString(),
});

/**
 * Bibliographic requests of spec §7 under /api/solicitacoes (exchange, survey, catalogue sheet,
 * specialised research) and inter-library loans under /api/emprestimo-inter-bibliotecas.
 */
export function requestsRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  async function create(
    me: { codPessoa: number; codLogin: number },
    tipo: RequestKind,
    subtipo: string | null,
    body: { biblioteca: number } & Record<string, unknown>,
  ) {
    await assertLibrary(db, body.biblioteca, 'biblioteca');
    const { biblioteca, ...dados } = body;
    const [row] = await db.query<RequestRow>(
      `with created as (
         insert into solicitacao (cod_pessoa, cod_login, tipo, subtipo, cod_biblioteca, dados)
         values ($1, $2, $3, $4, $5, $6) returning *)
       select ${columns} from created s left join biblioteca b using (cod_biblioteca)`,
      [me.codPessoa, me.codLogin, tipo, subtipo, biblioteca, JSON.stringify(dados)],
    );
    return row!;
  }
  const created = { 201: requestCreatedResponseSchema, 422: apiErrorSchema };

  return async (app) => {
    app.post(
      '/solicitacoes/comutacao-bibliografica/:tipo',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Request a copy of an article, chapter, thesis, proceedings or standard (bibliographic exchange)',
          params: exchangeKindParamsSchema,
          body: exchangeBodySchema,
          response: created,
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const row = await create(
          patronOf(request),
          'comutacao-bibliografica',
          request.params.tipo,
          request.body,
        );
        return reply
          .status(201)
          .send({ solicitacao: toRequest(row, locale), message: translate(locale, 'SolicitacaoEnviada') });
      },
    );

    const simple = [
      ['levantamento-bibliografico', surveyBodySchema, 'Request a bibliographic survey on a subject'],
      [
        'ficha-catalografica',
        catalogSheetBodySchema,
        'Request the catalogue sheet of a thesis or dissertation',
      ],
      ['pesquisa-especializada', researchBodySchema, 'Request specialised research'],
    ] as const;
    for (const [tipo, body, summary] of simple) {
      app.post(
        `/solicitacoes/${tipo}`,
        { config: { auth: 'private' }, schema: { tags, summary, body, response: created } },
        async (request, reply) => {
          const locale = requestLocale(request);
          const row = await create(patronOf(request), tipo, null, request.body as { biblioteca: number });
          return reply
            .status(201)
            .send({ solicitacao: toRequest(row, locale), message: translate(locale, 'SolicitacaoEnviada') });
        },
      );
    }

    app.get(
      '/solicitacoes/:tipo',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s requests of one kind, by status (`status`) and period',
          params: requestKindParamsSchema,
          querystring: requestsQuerySchema,
          response: { 200: requestsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const { status, dataIni, dataFim } = request.query;
        const rows = await db.query<RequestRow>(
          `select ${columns} from solicitacao s left join biblioteca b using (cod_biblioteca)
            where s.cod_pessoa = $1 and s.tipo = $2 and ($3 = 'todos' or s.situacao = $3)
              and ($4::date is null or s.criado_em >= $4::date::timestamp at time zone $6)
              and ($5::date is null or s.criado_em < ($5::date + 1)::timestamp at time zone $6)
            order by s.criado_em desc, s.cod_solicitacao desc`,
          [me.codPessoa, request.params.tipo, status, dataIni ?? null, dataFim ?? null, time.zone],
        );
        return { solicitacoes: rows.map((row) => toRequest(row, locale)) };
      },
    );

    app.get(
      '/emprestimo-inter-bibliotecas/dados',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'What the inter-library loan form starts with: libraries and the patron’s contacts',
          response: { 200: interLibraryDataResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const [libraries, [person]] = await Promise.all([
          db.query<{ codigo: number; descricao: string }>(
            'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca order by desc_biblioteca',
          ),
          db.query<{ email: string | null; telefone: string | null; abertas: number }>(
            `select email, telefone,
                    (select count(*)::int from solicitacao where cod_pessoa = $1 and tipo = 'emprestimo-inter-bibliotecas'
                        and situacao in ('aguardando', 'em_andamento')) as abertas
               from pessoa where cod_pessoa = $1`,
            [me.codPessoa],
          ),
        ]);
        return {
          bibliotecas: libraries,
          email: person?.email ?? null,
          telefone: person?.telefone ?? null,
          solicitacoesAbertas: person?.abertas ?? 0,
        };
      },
    );

    app.post(
      '/emprestimo-inter-bibliotecas',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Request a title from another institution (inter-library loan)',
          body: interLibraryBodySchema,
          response: created,
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request);
        const row = await create(patronOf(request), 'emprestimo-inter-bibliotecas', null, request.body);
        return reply
          .status(201)
          .send({ solicitacao: toRequest(row, locale), message: translate(locale, 'SolicitacaoEnviada') });
      },
    );
  };
}
