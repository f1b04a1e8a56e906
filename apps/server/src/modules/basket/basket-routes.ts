import {
  apiErrorSchema,
  basketAddBodySchema,
  basketCollectionQuerySchema,
  basketCollectionResponseSchema,
  basketListQuerySchema,
  basketResponseSchema,
  basketUpdateBodySchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownRow } from '../access/patron-owned.ts';

const tags = ['Basket'];

type ItemRow = {
  cod_acervo: number;
  titulo: string;
  autor_principal: string | null;
  ano_publicacao: number | null;
  tipo_obra: string;
  incluido_em: Date;
  removido_em: Date | null;
  disponiveis: number;
};

/** Basket rows with the title's data and live availability; `where` filters `c` (cesta_permanente). */
const selectItems = (where: string) => `
  select c.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo, a.autor_principal, a.ano_publicacao,
         coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as tipo_obra, c.incluido_em, c.removido_em,
         (select count(*)::int from exemplar e join tipo_emprestimo te using (cod_tipo_emprestimo)
           where e.cod_acervo = c.cod_acervo and e.situacao = 'disponivel' and te.permite_emprestimo) as disponiveis
    from cesta_permanente c join acervo a using (cod_acervo) join tipo_obra t using (cod_tipo_obra)
   where c.cod_pessoa = $1 and ${where}
   order by c.incluido_em desc, c.cod_acervo`;

const toItem = (row: ItemRow) => ({
  cod_acervo: row.cod_acervo,
  titulo: row.titulo,
  autor: row.autor_principal,
  ano: row.ano_publicacao,
  tipoObra: row.tipo_obra,
  situacao: row.removido_em ? ('removido' as const) : ('no_acervo' as const),
  incluidoEm: row.incluido_em.toISOString(),
  removidoEm: row.removido_em?.toISOString() ?? null,
  disponiveis: row.disponiveis,
});

/** The basket's statuses (spec §4: in collection, removed) as conditions on `c`. */
const statusWhere = {
  no_acervo: 'c.removido_em is null',
  removido: 'c.removido_em is not null',
  todos: 'true',
} as const;

/** The permanent basket of spec §7 under /api/acervo/cesta-permanente (ADR 062). */
export function basketRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  const list = async (
    codPessoa: number,
    locale: ApiLocale,
    where = 'c.removido_em is null',
    extra: unknown[] = [],
  ) => (await db.query<ItemRow>(selectItems(where), [codPessoa, locale, ...extra])).map(toItem);

  return async (app) => {
    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s permanent basket (`situacao`: no_acervo, removido or todos)',
          querystring: basketListQuerySchema,
          response: { 200: basketResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const where = statusWhere[request.query.situacao];
        return { itens: await list(me.codPessoa, requestLocale(request), where) };
      },
    );

    app.post(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Add titles to the permanent basket (a removed one comes back)',
          body: basketAddBodySchema,
          response: { 200: basketResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const ids = [...new Set(request.body.acervos)];
        const found = await db.query<{ cod_acervo: number }>(
          'select cod_acervo from acervo where cod_acervo = any ($1)',
          [ids],
        );
        if (found.length !== ids.length) throw new HttpError(404, 'TituloNaoEncontrado');
        await db.query(
          `insert into cesta_permanente (cod_pessoa, cod_acervo) select $1, unnest($2::int[])
           on conflict (cod_pessoa, cod_acervo) do update set removido_em = null,
             incluido_em = case when cesta_permanente.removido_em is null then cesta_permanente.incluido_em else now() end`,
          [me.codPessoa, ids],
        );
        const locale = requestLocale(request);
        return { itens: await list(me.codPessoa, locale), message: translate(locale, 'CestaAtualizada') };
      },
    );

    app.put(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Remove a title from the basket (`removido: true`, the default) or put it back',
          body: basketUpdateBodySchema,
          response: { 200: basketResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await ownRow(
          db,
          'CestaItemNaoEncontrado',
          `update cesta_permanente set removido_em = case when $3 then coalesce(removido_em, now()) else null end
            where cod_pessoa = $1 and cod_acervo = $2 returning 1`,
          [me.codPessoa, request.body.acervo, request.body.removido],
        );
        const locale = requestLocale(request);
        return { itens: await list(me.codPessoa, locale), message: translate(locale, 'CestaAtualizada') };
      },
    );

    app.get(
      '/colecao',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Basket titles by period: put in the basket (`tipoBusca=I`) or with copies acquired (`A`); default the last month; ' +
            '`situacao` no_acervo (default), removido or todos',
          querystring: basketCollectionQuerySchema,
          response: { 200: basketCollectionResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const [defaults] = await db.query<{ today: string; month_ago: string }>(
          `select $1::date::text as today, ($1::date - interval '1 month')::date::text as month_ago`,
          [time.today()],
        );
        const dataFim = request.query.dataFim ?? defaults!.today;
        const dataIni =
          request.query.dataIni ?? (dataFim < defaults!.month_ago ? dataFim : defaults!.month_ago);
        const byInclusion = request.query.tipoBusca === 'I';
        const status = statusWhere[request.query.situacao];
        const where = byInclusion
          ? `${status} and c.incluido_em >= $3::date::timestamp at time zone $5
               and c.incluido_em < ($4::date + 1)::timestamp at time zone $5`
          : `${status} and exists (select 1 from exemplar e where e.cod_acervo = c.cod_acervo
                 and e.data_aquisicao between $3::date and $4::date)`;
        return {
          dataIni,
          dataFim,
          itens: await list(
            me.codPessoa,
            requestLocale(request),
            where,
            byInclusion ? [dataIni, dataFim, time.zone] : [dataIni, dataFim],
          ),
        };
      },
    );
  };
}
