import {
  apiErrorSchema,
  networkInstitutionsResponseSchema,
  networkRecordSchema,
  networkSearchQuerySchema,
  networkSearchResponseSchema,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { tokenizeQuery } from '../../text/tokenizer.ts';

const tags = ['Network'];
const PAGE_SIZE = 20;

const recordColumns = (locale: string) => /* sql */ `
  r.id, r.acervo, json_build_object('codigo', r.cod_tipo_obra, 'descricao', coalesce(t.descricao ->> '${locale}', t.descricao ->> 'pt')) as tipo_obra,
  json_build_object('cod_empresa', i.cod_empresa, 'desc_empresa', i.desc_empresa) as instituicao,
  r.titulo, r.autor, r.local_publicacao, r.editora, r.ano_publicacao, r.assuntos
  from rede_acervo r join rede_instituicao i using (cod_empresa) join tipo_obra t on t.cod_tipo_obra = r.cod_tipo_obra`;

/** The Network group of spec §7 under /api/rede-pergamum. */
export function networkRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/oai/instituicoes',
      {
        schema: {
          tags,
          summary: 'Partner institutions of the network catalogue',
          response: { 200: networkInstitutionsResponseSchema },
        },
      },
      async () => ({
        instituicoes: await db.query<{
          cod_empresa: number;
          desc_empresa: string;
          sigla: string;
          url_oai: string | null;
          registros: number;
        }>(
          `select i.cod_empresa, i.desc_empresa, i.sigla, i.url_oai, count(r.id)::int as registros
             from rede_instituicao i left join rede_acervo r using (cod_empresa)
            group by i.cod_empresa order by i.desc_empresa`,
        ),
      }),
    );

    app.get(
      '/acervo',
      {
        schema: {
          tags,
          summary:
            'Searches the partners’ records by title words (all must match, 3+ characters as prefixes)',
          querystring: networkSearchQuerySchema,
          response: { 200: networkSearchResponseSchema },
        },
      },
      async (request) => {
        const { termo, cod_empresa, page } = request.query;
        // Every word must start a word of the normalised title (words joined by single spaces).
        const patterns = tokenizeQuery(termo).map(({ term, prefix }) => `% ${term}${prefix ? '%' : ' %'}`);
        const rows = await db.query<{ total: number; record: unknown }>(
          `select count(*) over ()::int as total, to_json(x) as record from (
             select ${recordColumns(requestLocale(request))}
              where ($1::int is null or r.cod_empresa = $1)
                and (select bool_and(' ' || r.titulo_normalizado || ' ' like p) from unnest($2::text[]) as p) is not false
           ) as x order by x.titulo, x.id limit ${PAGE_SIZE} offset $3`,
          [cod_empresa ?? null, patterns, (page - 1) * PAGE_SIZE],
        );
        return { total: rows[0]?.total ?? 0, data: rows.map((row) => networkRecordSchema.parse(row.record)) };
      },
    );

    app.get(
      '/acervo/:id',
      {
        schema: {
          tags,
          summary: 'One record of the network catalogue',
          params: titleIdParamsSchema,
          response: { 200: networkRecordSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const [row] = await db.query<{ record: unknown }>(
          `select to_json(x) as record from (select ${recordColumns(requestLocale(request))} where r.id = $1) as x`,
          [request.params.id],
        );
        if (!row) throw notFound();
        return networkRecordSchema.parse(row.record);
      },
    );
  };
}
