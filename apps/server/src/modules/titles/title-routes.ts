import {
  apiErrorSchema,
  copiesQuerySchema,
  copiesResponseSchema,
  dublinCoreSchema,
  marcQuerySchema,
  marcRowsSchema,
  referenceQuerySchema,
  referenceResponseSchema,
  statisticsYearParamsSchema,
  statisticsYearSchema,
  statisticsYearsSchema,
  storageDataSchema,
  storageQuerySchema,
  titleDetailSchema,
  titleIdParamsSchema,
  titleLinkSchema,
  titleLibrarySchema,
  titleTotalsQuerySchema,
  titleTotalsResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import {
  loadSearchHits,
  type SummaryRow,
  summaryColumns,
  summaryFrom,
  toSearchHit,
} from '../catalogue/title-summaries.ts';
import { copySituation } from './copy-situations.ts';
import { marcRows } from './marc-rows.ts';
import { exportTitles, titleReferences } from './title-exports.ts';
import { listCopies, loadMarcJson, loadTitlesForReference } from './title-repository.ts';
import { titleTotals } from './title-totals.ts';
import { brDate } from '../../time/library-time.ts';

const tags = ['Items'];

async function copiesOf(db: Database, id: number, locale: ApiLocale, library?: number) {
  const rows = await listCopies(db, id, locale, library);
  return rows.map((row) => ({
    ...row,
    desc_situacao: copySituation(row.situacao, locale),
    data_devolucao_prevista: brDate(row.data_devolucao_prevista),
  }));
}

type Link = z.infer<typeof titleLinkSchema>;
type Library = z.infer<typeof titleLibrarySchema>;
type DetailRow = SummaryRow & {
  responsabilidade: string | null;
  links: Link[];
  bibliotecas: Library[];
};

/**
 * A title's detail in one statement: its search-hit columns plus the detail fields, links and
 * libraries, so the page costs one round trip to the database instead of four (ADR 059).
 */
async function loadDetail(db: Database, id: number, locale: ApiLocale) {
  const [row] = await db.query<DetailRow>(
    `select ${summaryColumns}, a.responsabilidade,
            coalesce((select json_agg(json_build_object('url', k.url, 'descricao', k.descricao,
                                                        'acesso_online', k.acesso_online) order by k.seq)
                        from acervo_link k where k.cod_acervo = a.cod_acervo), '[]') as links,
            coalesce((select json_agg(json_build_object('cod_biblioteca', h.cod_biblioteca,
                                                        'desc_biblioteca', h.desc_biblioteca,
                                                        'exemplares', h.exemplares,
                                                        'disponiveis', h.disponiveis) order by h.desc_biblioteca)
                        from (${librariesSql('a.cod_acervo')}) h), '[]') as bibliotecas
     ${summaryFrom}`,
    [[id], locale],
  );
  if (!row) return null;
  return {
    ...toSearchHit(row),
    titulo: row.titulo,
    responsabilidade: row.responsabilidade,
    edicao: row.edicao,
    local_publicacao: row.local_publicacao,
    editora: row.editora,
    descricao_fisica: row.descricao_fisica,
    serie: row.serie,
    notas: row.notas,
    isbn: row.isbn,
    issn: row.issn,
    classificacao: row.classificacao,
    links: row.links,
    bibliotecas: row.bibliotecas,
  };
}

async function linksOf(db: Database, id: number) {
  return db.query<Link>(
    'select url, descricao, acesso_online from acervo_link where cod_acervo = $1 order by seq',
    [id],
  );
}

/** The libraries holding copies of the title `idSql`, with their copies and copies on the shelf. */
const librariesSql = (idSql: string) => /* sql */ `
  select b.cod_biblioteca, b.desc_biblioteca, count(*)::int as exemplares,
         count(*) filter (where e.situacao = 'disponivel')::int as disponiveis
    from exemplar e join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
   where e.cod_acervo = ${idSql} group by b.cod_biblioteca, b.desc_biblioteca`;

async function librariesOf(db: Database, id: number) {
  return db.query<Library>(`${librariesSql('$1')} order by b.desc_biblioteca`, [id]);
}

/** The Items group of spec §7 under /api/acervo: a title and its tabs. Anyone may read them. */
export function titleRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const params = titleIdParamsSchema;

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: 'A title with its data, links and libraries',
          params,
          response: { 200: titleDetailSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const detail = await loadDetail(db, request.params.id, requestLocale(request));
        if (!detail) throw notFound();
        return detail;
      },
    );

    app.get(
      '/:id/exemplares',
      {
        schema: {
          tags,
          summary: 'The copies of a title, optionally of one library',
          params,
          querystring: copiesQuerySchema,
          response: { 200: copiesResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await loadMarcJson(db, id))) throw notFound();
        return { exemplares: await copiesOf(db, id, requestLocale(request), request.query.cod_unidade) };
      },
    );

    app.get(
      '/:id/referencia',
      {
        schema: {
          tags,
          summary: 'The ABNT NBR 6023 (or APA) reference of a title',
          params,
          querystring: referenceQuerySchema,
          response: { 200: referenceResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const [reference] = await titleReferences(
          db,
          [request.params.id],
          request.query.estilo,
          requestLocale(request),
        );
        if (!reference) throw notFound();
        return { estilo: request.query.estilo, referencia: reference.html, texto: reference.texto };
      },
    );

    app.get(
      '/:id/marc',
      {
        schema: {
          tags,
          summary: 'The MARC record as rows (liberacao=1: without staff-only fields)',
          params,
          querystring: marcQuerySchema,
          response: { 200: marcRowsSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const marc = await loadMarcJson(db, request.params.id);
        if (!marc) throw notFound();
        return marcRows(marc, { released: request.query.liberacao === '1' });
      },
    );

    for (const format of ['iso2709', 'marcxml'] as const) {
      app.get(
        `/:id/marc/${format}`,
        {
          schema: {
            tags,
            summary: `Downloads the MARC record as ${format === 'iso2709' ? 'ISO 2709' : 'MARCXML'}`,
            params,
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          if (!(await loadMarcJson(db, id))) throw notFound();
          const file = await exportTitles(db, [id], format, requestLocale(request));
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="acervo-${id}.${file.extension}"`)
            .send(file.body);
        },
      );
    }

    app.get(
      '/:id/dublin-core',
      {
        schema: {
          tags,
          summary: 'The title as Dublin Core (oai_dc elements)',
          params,
          response: { 200: dublinCoreSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const [title] = await loadTitlesForReference(db, [request.params.id]);
        if (!title) throw notFound();
        const [hit] = await loadSearchHits(db, [title.cod_acervo], requestLocale(request));
        return dublinCore(title, hit!);
      },
    );

    app.get(
      '/:id/links',
      {
        schema: {
          tags,
          summary: 'Online links of a title',
          params,
          response: { 200: z.object({ links: z.array(titleLinkSchema) }) },
        },
      },
      async (request) => ({ links: await linksOf(db, request.params.id) }),
    );

    app.get(
      '/:id/bibliotecas',
      {
        schema: {
          tags,
          summary: 'Libraries holding copies of a title',
          params,
          response: { 200: z.object({ bibliotecas: z.array(titleLibrarySchema) }) },
        },
      },
      async (request) => ({ bibliotecas: await librariesOf(db, request.params.id) }),
    );
  };
}

type Dc = Record<string, string[]>;
export function dublinCore(
  title: Awaited<ReturnType<typeof loadTitlesForReference>>[number],
  hit: Awaited<ReturnType<typeof loadSearchHits>>[number],
): Dc {
  const dc: Dc = {
    title: [title.subtitulo ? `${title.titulo}: ${title.subtitulo}` : title.titulo],
    creator: title.autores.filter((name) => /^1/.test(name.tag)).map((name) => name.nome),
    contributor: title.autores.filter((name) => /^7/.test(name.tag)).map((name) => name.nome),
    subject: (hit.dados_adicionais.S ?? []).map((entry) => entry.descricao),
    description: title.notas ? [title.notas] : [],
    publisher: title.editora ? [title.editora] : [],
    date: title.ano_publicacao ? [String(title.ano_publicacao)] : [],
    type: [hit.desc_tipo_obra],
    format: title.descricao_fisica ? [title.descricao_fisica] : [],
    identifier: [
      ...title.isbn.map((isbn) => `ISBN ${isbn}`),
      ...title.issn.map((issn) => `ISSN ${issn}`),
      ...title.links,
    ],
    language: title.idioma ? [title.idioma.trim()] : [],
    relation: title.serie ? [title.serie] : [],
  };
  return Object.fromEntries(Object.entries(dc).filter(([, values]) => values.length > 0));
}

/**
 * Loan statistics, closed storage and permissions of a title: /totais, /dados-estatisticos,
 * /dados-armazem, /permissoes, /cor.
 */
export function titleStatisticsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const params = titleIdParamsSchema;
    const exists = async (id: number) => {
      if ((await db.query('select 1 from acervo where cod_acervo = $1', [id])).length === 0) throw notFound();
    };

    app.get(
      '/:id/totais',
      {
        schema: {
          tags,
          summary:
            'A title’s copies, copies on the shelf, and loans and holds of a period (dataIni, dataFim, biblioteca), overall and per library',
          params,
          querystring: titleTotalsQuerySchema,
          response: { 200: titleTotalsResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await exists(id);
        const { dataIni, dataFim, biblioteca } = request.query;
        return titleTotals(db, id, { dataIni, dataFim, biblioteca });
      },
    );

    app.get(
      '/:id/dados-estatisticos/anos',
      {
        schema: {
          tags,
          summary: 'Years in which the title was lent',
          params,
          response: { 200: statisticsYearsSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        await exists(request.params.id);
        const rows = await db.query<{ ano: number }>(
          `select distinct extract(year from m.data_emprestimo)::int as ano from emprestimo m join exemplar e using (cod_exemplar)
            where e.cod_acervo = $1 order by ano desc`,
          [request.params.id],
        );
        return rows.map((row) => row.ano);
      },
    );

    app.get(
      '/:id/dados-estatisticos/dados/:x',
      {
        schema: {
          tags,
          summary: 'Loans of the title per month of year x',
          params: statisticsYearParamsSchema,
          response: { 200: statisticsYearSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        await exists(request.params.id);
        return db.query<{ mes: number; emprestimos: number }>(
          `select m.mes, coalesce(count(e.cod_exemplar), 0)::int as emprestimos
             from generate_series(1, 12) as m(mes)
             left join emprestimo l on extract(year from l.data_emprestimo) = $2 and extract(month from l.data_emprestimo) = m.mes
             left join exemplar e on e.cod_exemplar = l.cod_exemplar and e.cod_acervo = $1
            group by m.mes order by m.mes`,
          [request.params.id, request.params.x],
        );
      },
    );

    app.get(
      '/:id/dados-armazem',
      {
        schema: {
          tags,
          summary: 'Copies of the title kept in closed storage (cod_biblioteca, volume, tomo, parte)',
          params,
          querystring: storageQuerySchema,
          response: { 200: storageDataSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await exists(id);
        const { cod_biblioteca, volume, tomo, parte } = request.query;
        const locale = requestLocale(request);
        const rows = await db.query<
          Omit<z.infer<typeof storageDataSchema>['exemplares'][number], 'desc_situacao'>
        >(
          `select e.cod_exemplar, e.tombo, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.situacao,
                  s.cod_armazem, s.descricao as desc_armazem, x.posicao, s.prazo_horas::int as prazo_horas,
                  -- A copy is fetched for one patron at a time (ADR 066): say it is taken, naming nobody.
                  exists (select 1 from solicitacao_armazem_item i
                           where i.cod_exemplar = e.cod_exemplar and i.situacao in ('aguardando', 'disponivel'))
                    as solicitado
             from exemplar_armazem x
             join exemplar e on e.cod_exemplar = x.cod_exemplar
             join armazem s on s.cod_armazem = x.cod_armazem
             join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
            where e.cod_acervo = $1 and ($2::int is null or e.cod_biblioteca = $2)
              and ($3::text is null or e.volume = $3) and ($4::text is null or e.tomo = $4)
              and ($5::text is null or e.parte = $5)
            order by b.desc_biblioteca, e.volume nulls first, e.tomo nulls first, e.parte nulls first, e.tombo`,
          [id, cod_biblioteca ?? null, volume ?? null, tomo ?? null, parte ?? null],
        );
        return {
          exemplares: rows.map((row) => ({ ...row, desc_situacao: copySituation(row.situacao, locale) })),
        };
      },
    );

    app.get(
      '/:id/permissoes',
      {
        schema: {
          tags,
          summary: 'What can be done with the title: hold, loan, online access',
          params,
          response: {
            200: z.object({
              reserva: z.boolean(),
              emprestimo: z.boolean(),
              acesso_online: z.boolean(),
              comentario: z.boolean(),
            }),
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const [row] = await db.query<{ reserva: boolean; emprestimo: boolean; acesso_online: boolean }>(
          `select coalesce(bool_or(t.permite_reserva), false) as reserva, coalesce(bool_or(t.permite_emprestimo), false) as emprestimo,
                  (a.acesso_remoto or exists (select 1 from acervo_link k where k.cod_acervo = a.cod_acervo and k.acesso_online)) as acesso_online
             from acervo a left join exemplar e on e.cod_acervo = a.cod_acervo
             left join tipo_emprestimo t on t.cod_tipo_emprestimo = e.cod_tipo_emprestimo
            where a.cod_acervo = $1 group by a.cod_acervo`,
          [request.params.id],
        );
        if (!row) throw notFound();
        return { ...row, comentario: true };
      },
    );

    app.get(
      '/:id/cor',
      {
        schema: {
          tags,
          summary: 'The colour the portal marks the title with (by work type)',
          params,
          response: { 200: z.object({ cor: z.string() }), 404: apiErrorSchema },
        },
      },
      async (request) => {
        const [row] = await db.query<{ cod_tipo_obra: number }>(
          'select cod_tipo_obra from acervo where cod_acervo = $1',
          [request.params.id],
        );
        if (!row) throw notFound();
        const palette = [
          '#1f4e79',
          '#7a2e2e',
          '#2e5e3a',
          '#5a3d7a',
          '#7a5a1f',
          '#2e5a6e',
          '#6e2e55',
          '#3d4a57',
        ];
        return { cor: palette[row.cod_tipo_obra % palette.length]! };
      },
    );
  };
}
