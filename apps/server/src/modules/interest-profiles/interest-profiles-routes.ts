import {
  apiErrorSchema,
  codeQuerySchema,
  dsiTypes,
  interestAuxiliaryResponseSchema,
  periodicalSearchQuerySchema,
  periodicalSearchResponseSchema,
  periodicalsBodySchema,
  periodicalsResponseSchema,
  periodicalUpdateBodySchema,
  profileTitlesResponseSchema,
  termDeleteQuerySchema,
  termItemsBodySchema,
  termItemsResponseSchema,
  termSearchQuerySchema,
  termSearchResponseSchema,
  validityBodySchema,
  workTypeBodySchema,
  workTypesResponseSchema,
  workTypeUpdateBodySchema,
} from '@acervo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { normalizeHeading } from '../../text/tokenizer.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { ownRow } from '../access/patron-owned.ts';
import { describeMotive, matchesSql, raiseInterestAlerts } from './interest-matching.ts';

const tags = ['Interest profile'];
const dsiNames: Record<ApiLocale, Record<(typeof dsiTypes)[number], string>> = {
  pt: { area: 'Área de interesse', autor: 'Autor', assunto: 'Assunto' },
  en: { area: 'Area of interest', autor: 'Author', assunto: 'Subject' },
  es: { area: 'Área de interés', autor: 'Autor', assunto: 'Materia' },
};

/** How often new titles are matched against interest profiles (and alerts raised). */
const matchEveryMs = 60 * 60 * 1000;

/** What every change answers: the patron's items of that kind as they now are, and the confirmation. */
const changed = <T>(request: FastifyRequest, itens: T) => ({
  itens,
  message: translate(requestLocale(request), 'PerfilAtualizado'),
});

/** Interest profiles (DSI) of spec §7 under /api/perfil-interesse (ADR 061). */
export function interestProfilesRoutes(db: Database, time: LibraryTime): FastifyPluginAsyncZod {
  return async (app) => {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        raiseInterestAlerts(db, time).catch((error: unknown) =>
          app.log.warn({ err: error }, 'interest alerts failed'),
        );
      }, matchEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });

    const today = async () => time.today();
    const assertFuture = async (validade: string) => {
      if (validade < (await today())) {
        throw new HttpError(422, 'DadosInvalidos', {
          code: 'VALIDACAO',
          fields: { validade: 'ValidadePassada' },
        });
      }
    };

    const terms = async (codPessoa: number) =>
      (
        await db.query<{
          cod_perfil: number;
          tipo_dsi: (typeof dsiTypes)[number];
          termo: string;
          validade: string;
          ativo: boolean;
        }>(
          `select cod_perfil, tipo_dsi, termo, validade, validade >= $2::date as ativo from perfil_interesse_termo
            where cod_pessoa = $1 order by tipo_dsi, termo_normalizado`,
          [codPessoa, time.today()],
        )
      ).map((row) => ({
        codigo: row.cod_perfil,
        tipoDSI: row.tipo_dsi,
        termo: row.termo,
        validade: row.validade,
        ativo: row.ativo,
      }));

    const periodicals = async (codPessoa: number) =>
      (
        await db.query<{
          cod_perfil: number;
          cod_acervo: number;
          titulo: string;
          validade: string;
          ativo: boolean;
          fasciculo: boolean;
          artigo: boolean;
          sumario: boolean;
          bibliotecas: number[];
        }>(
          `select p.cod_perfil, p.cod_acervo, a.titulo, p.validade, p.validade >= $2::date as ativo, p.fasciculo,
                  p.artigo, p.sumario, p.bibliotecas
             from perfil_interesse_periodico p join acervo a using (cod_acervo)
            where p.cod_pessoa = $1 order by a.titulo_ordenacao`,
          [codPessoa, time.today()],
        )
      ).map(({ cod_perfil, cod_acervo, ...row }) => ({ codigo: cod_perfil, codAcervo: cod_acervo, ...row }));

    const workTypes = async (codPessoa: number, locale: ApiLocale) =>
      (
        await db.query<{
          cod_perfil: number;
          cod_tipo_obra: number;
          descricao: string;
          validade: string;
          ativo: boolean;
          bibliotecas: number[];
          idiomas: string[];
        }>(
          `select w.cod_perfil, w.cod_tipo_obra, coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as descricao, w.validade,
                  w.validade >= $3::date as ativo, w.bibliotecas, w.idiomas::text[] as idiomas
             from perfil_interesse_tipo_obra w join tipo_obra t using (cod_tipo_obra)
            where w.cod_pessoa = $1 order by descricao`,
          [codPessoa, locale, time.today()],
        )
      ).map(({ cod_perfil, cod_tipo_obra, ...row }) => ({
        codigo: cod_perfil,
        codTipoObra: cod_tipo_obra,
        ...row,
      }));

    app.get(
      '/areas-interesse/info-auxiliar',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Options for the profile forms',
          response: { 200: interestAuxiliaryResponseSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const [types, languages, libraries, [validity]] = await Promise.all([
          db.query<{ codigo: number; descricao: string }>(
            `select cod_tipo_obra as codigo, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from tipo_obra order by 2`,
            [locale],
          ),
          db.query<{ codigo: string; descricao: string }>(
            `select trim(codigo) as codigo, coalesce(descricao ->> $1, descricao ->> 'pt') as descricao from idioma order by 2`,
            [locale],
          ),
          db.query<{ codigo: number; descricao: string }>(
            'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca order by desc_biblioteca',
          ),
          db.query<{ validade: string }>(`select ($1::date + interval '1 year')::date::text as validade`, [
            time.today(),
          ]),
        ]);
        return {
          tiposDSI: dsiTypes.map((codigo) => ({ codigo, descricao: dsiNames[locale][codigo] })),
          tiposObra: types,
          idiomas: languages,
          bibliotecas: libraries,
          validadePadrao: validity!.validade,
        };
      },
    );

    app.get(
      '/area-autor-assunto',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s terms (areas, authors, subjects)',
          response: { 200: termItemsResponseSchema },
        },
      },
      async (request) => ({ itens: await terms(patronOf(request).codPessoa) }),
    );

    app.post(
      '/area-autor-assunto',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Add terms of one kind (`tipoDSI`) valid until `validade`; a term already there gets the new validity',
          body: termItemsBodySchema,
          response: { 200: termItemsResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await assertFuture(request.body.validade);
        for (const term of request.body.itens) {
          await db.query(
            `insert into perfil_interesse_termo (cod_pessoa, tipo_dsi, termo, termo_normalizado, validade)
             values ($1, $2, $3, $4, $5)
             on conflict (cod_pessoa, tipo_dsi, termo_normalizado) do update set validade = excluded.validade`,
            [me.codPessoa, request.body.tipoDSI, term, normalizeHeading(term), request.body.validade],
          );
        }
        return changed(request, await terms(me.codPessoa));
      },
    );

    app.delete(
      '/area-autor-assunto',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Delete one of the patron’s terms',
          querystring: termDeleteQuerySchema,
          response: { 200: termItemsResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          `delete from perfil_interesse_termo where cod_perfil = $1 and cod_pessoa = $2 and ($3::text is null or tipo_dsi = $3)
           returning 1`,
          [request.query.codigo, me.codPessoa, request.query.tipoDSI ?? null],
        );
        return changed(request, await terms(me.codPessoa));
      },
    );

    app.put(
      '/area-autor-assunto/validade',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a term’s validity',
          body: validityBodySchema,
          response: { 200: termItemsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await assertFuture(request.body.validade);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          'update perfil_interesse_termo set validade = $3 where cod_perfil = $1 and cod_pessoa = $2 returning 1',
          [request.body.codigo, me.codPessoa, request.body.validade],
        );
        return changed(request, await terms(me.codPessoa));
      },
    );

    app.get(
      '/area-autor-assunto/pesquisa',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Authors or subjects of the catalogue containing the typed words, with how many titles each has',
          querystring: termSearchQuerySchema,
          response: { 200: termSearchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const pattern = `%${normalizeHeading(request.query.termoPesquisa)}%`;
        const rows =
          request.query.tipoPesquisa === 'autor'
            ? await db.query<{ termo: string; titulos: number }>(
                `select min(nome) as termo, count(distinct cod_acervo)::int as titulos from acervo_autor
                  where nome_normalizado like $1 group by nome_normalizado order by titulos desc, termo limit 20`,
                [pattern],
              )
            : await db.query<{ termo: string; titulos: number }>(
                `select min(descricao) as termo, count(distinct cod_acervo)::int as titulos from acervo_assunto
                  where descricao_normalizada like $1 group by descricao_normalizada order by titulos desc, termo limit 20`,
                [pattern],
              );
        return { termos: rows };
      },
    );

    app.get(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: { tags, summary: 'The patron’s periodicals', response: { 200: periodicalsResponseSchema } },
      },
      async (request) => ({ itens: await periodicals(patronOf(request).codPessoa) }),
    );

    app.post(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Follow periodicals (at least one of fasciculo, artigo, sumario)',
          body: periodicalsBodySchema,
          response: { 200: periodicalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const body = request.body;
        await assertFuture(body.validade);
        const found = await db.query<{ cod_acervo: number }>(
          `select cod_acervo from acervo where cod_acervo = any ($1) and nivel_bibliografico = 's'`,
          [body.itens],
        );
        if (found.length !== new Set(body.itens).size) throw new HttpError(404, 'PeriodicoNaoEncontrado');
        for (const { cod_acervo } of found) {
          await db.query(
            `insert into perfil_interesse_periodico (cod_pessoa, cod_acervo, validade, fasciculo, artigo, sumario, bibliotecas)
             values ($1, $2, $3, $4, $5, $6, $7)
             on conflict (cod_pessoa, cod_acervo) do update set validade = excluded.validade, fasciculo = excluded.fasciculo,
               artigo = excluded.artigo, sumario = excluded.sumario, bibliotecas = excluded.bibliotecas`,
            [
              me.codPessoa,
              cod_acervo,
              body.validade,
              body.fasciculo,
              body.artigo,
              body.sumario,
              body.bibliotecas,
            ],
          );
        }
        return changed(request, await periodicals(me.codPessoa));
      },
    );

    app.put(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a followed periodical',
          body: periodicalUpdateBodySchema,
          response: { 200: periodicalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const body = request.body;
        await assertFuture(body.validade);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          `update perfil_interesse_periodico set validade = $3, fasciculo = $4, artigo = $5, sumario = $6, bibliotecas = $7
            where cod_perfil = $1 and cod_pessoa = $2 returning 1`,
          [
            body.codigo,
            me.codPessoa,
            body.validade,
            body.fasciculo,
            body.artigo,
            body.sumario,
            body.bibliotecas,
          ],
        );
        return changed(request, await periodicals(me.codPessoa));
      },
    );

    app.delete(
      '/periodicos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Stop following a periodical',
          querystring: codeQuerySchema,
          response: { 200: periodicalsResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          'delete from perfil_interesse_periodico where cod_perfil = $1 and cod_pessoa = $2 returning 1',
          [request.query.codigo, me.codPessoa],
        );
        return changed(request, await periodicals(me.codPessoa));
      },
    );

    app.get(
      '/periodicos/pesquisa',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Periodicals whose title contains the typed words',
          querystring: periodicalSearchQuerySchema,
          response: { 200: periodicalSearchResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const rows = await db.query<{ cod_acervo: number; titulo: string; issn: string[] }>(
          `select a.cod_acervo, a.titulo, a.issn from acervo a
            where a.nivel_bibliografico = 's' and unaccent(lower(a.titulo)) like '%' || unaccent(lower($1)) || '%'
              and (cardinality($2::int[]) = 0 or exists (select 1 from exemplar e where e.cod_acervo = a.cod_acervo
                                                           and e.cod_biblioteca = any ($2)))
            order by a.titulo_ordenacao limit 20`,
          [request.query.termoPesquisa, request.query.bibliotecas],
        );
        return {
          periodicos: rows.map((row) => ({ codAcervo: row.cod_acervo, titulo: row.titulo, issn: row.issn })),
        };
      },
    );

    app.get(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: { tags, summary: 'The patron’s work types', response: { 200: workTypesResponseSchema } },
      },
      async (request) => ({ itens: await workTypes(patronOf(request).codPessoa, requestLocale(request)) }),
    );

    app.post(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Follow a work type, optionally in some libraries and languages',
          body: workTypeBodySchema,
          response: { 200: workTypesResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const body = request.body;
        await assertFuture(body.validade);
        const [type] = await db.query('select 1 from tipo_obra where cod_tipo_obra = $1', [body.codTipoObra]);
        if (!type)
          throw new HttpError(422, 'DadosInvalidos', {
            code: 'VALIDACAO',
            fields: { codTipoObra: 'OpcaoInvalida' },
          });
        await db.query(
          `insert into perfil_interesse_tipo_obra (cod_pessoa, cod_tipo_obra, validade, bibliotecas, idiomas)
           values ($1, $2, $3, $4, $5)
           on conflict (cod_pessoa, cod_tipo_obra) do update set validade = excluded.validade,
             bibliotecas = excluded.bibliotecas, idiomas = excluded.idiomas`,
          [me.codPessoa, body.codTipoObra, body.validade, body.bibliotecas, body.idiomas],
        );
        return changed(request, await workTypes(me.codPessoa, requestLocale(request)));
      },
    );

    app.put(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change a followed work type',
          body: workTypeUpdateBodySchema,
          response: { 200: workTypesResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const body = request.body;
        await assertFuture(body.validade);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          `update perfil_interesse_tipo_obra set validade = $3, bibliotecas = $4, idiomas = $5
            where cod_perfil = $1 and cod_pessoa = $2 returning 1`,
          [body.codigo, me.codPessoa, body.validade, body.bibliotecas, body.idiomas],
        );
        return changed(request, await workTypes(me.codPessoa, requestLocale(request)));
      },
    );

    app.delete(
      '/tipo-obra',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Stop following a work type',
          querystring: codeQuerySchema,
          response: { 200: workTypesResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await ownRow(
          db,
          'PerfilItemNaoEncontrado',
          'delete from perfil_interesse_tipo_obra where cod_perfil = $1 and cod_pessoa = $2 returning 1',
          [request.query.codigo, me.codPessoa],
        );
        return changed(request, await workTypes(me.codPessoa, requestLocale(request)));
      },
    );

    app.get(
      '/titulos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Titles matching the patron’s profile items in force, newest first',
          response: { 200: profileTitlesResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const rows = await db.query<{
          cod_acervo: number;
          titulo: string;
          autor_principal: string | null;
          ano_publicacao: number | null;
          tipo: string;
          motivo: string;
          criado_em: Date;
        }>(
          `select distinct on (a.criado_em, m.cod_acervo) m.cod_acervo, a.titulo, a.autor_principal, a.ano_publicacao,
                  m.tipo, m.motivo, a.criado_em
             from (${matchesSql(false)}) m join acervo a using (cod_acervo)
            order by a.criado_em desc, m.cod_acervo, m.tipo limit 100`,
          [me.codPessoa, time.today()],
        );
        return {
          titulos: rows.map((row) => ({
            codAcervo: row.cod_acervo,
            titulo: row.titulo,
            autor: row.autor_principal,
            ano: row.ano_publicacao,
            motivo: describeMotive(row.tipo, row.motivo),
            incluidoEm: row.criado_em.toISOString(),
          })),
        };
      },
    );
  };
}
