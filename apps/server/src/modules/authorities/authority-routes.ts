import {
  apiErrorSchema,
  authorityComboQuerySchema,
  authorityComboSchema,
  authorityQuerySchema,
  authoritySchema,
  authorityTypeCodes,
  titleIdParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { marcRows } from '../titles/marc-rows.ts';
import { authorityNotes } from './authority-notes.ts';
import { AUTHORITY_TYPE_NAMES, type AuthorityType } from './authority-types.ts';

const tags = ['Authority'];

/** Titles linked to an authority: names and subjects that carry its code. */
const linkedTitles = /* sql */ `
  select cod_acervo from acervo_autor where cod_autoridade = $1
  union
  select cod_acervo from acervo_assunto where cod_autoridade = $1`;

/** The Authority group of spec §7 under /api/autoridade. */
export function authorityRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/combo',
      {
        schema: {
          tags,
          summary: 'Headings of the given authorities (autoridades=1,2,...), or the authority types',
          querystring: authorityComboQuerySchema,
          response: { 200: authorityComboSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        if (!request.query.autoridades?.trim()) {
          return authorityTypeCodes.map((codigo) => ({
            codigo,
            descricao: AUTHORITY_TYPE_NAMES[codigo][locale],
          }));
        }
        const ids = request.query.autoridades
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
        const rows = await db.query<{ codigo: string; descricao: string }>(
          'select cod_autoridade::text as codigo, cabecalho as descricao from autoridade where cod_autoridade = any($1::int[]) order by cabecalho',
          [ids],
        );
        return rows;
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'An authority with its see / see-also references, notes, sources, MARC record and the titles that use it',
          params: titleIdParamsSchema,
          querystring: authorityQuerySchema,
          response: { 200: authoritySchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { page, quantPag } = request.query;
        const [authority] = await db.query<{
          cod_autoridade: number;
          tipo: AuthorityType;
          cabecalho: string;
          registro_marc: unknown;
        }>(
          'select cod_autoridade, tipo, cabecalho, registro_marc from autoridade where cod_autoridade = $1',
          [id],
        );
        if (!authority) throw notFound();
        const { registro_marc: marcJson, ...heading } = authority;
        const [references, usedBy, titles, [count]] = await Promise.all([
          db.query<{ tipo: 'ver' | 'ver_tambem'; termo: string; cod_autoridade_relacionada: number | null }>(
            'select tipo, termo, cod_autoridade_relacionada from autoridade_remissiva where cod_autoridade = $1 order by seq',
            [id],
          ),
          db.query<{ termo: string; cod_autoridade: number }>(
            `select au.cabecalho as termo, au.cod_autoridade from autoridade_remissiva r join autoridade au using (cod_autoridade)
              where r.cod_autoridade_relacionada = $1 and r.tipo = 'ver_tambem' order by au.cabecalho`,
            [id],
          ),
          db.query<{ cod_acervo: number; titulo: string; ano_publicacao: number | null }>(
            `select a.cod_acervo, a.titulo, a.ano_publicacao from acervo a
              where a.cod_acervo in (${linkedTitles})
              order by a.titulo_ordenacao, a.cod_acervo limit $2 offset $3`,
            [id, quantPag, (page - 1) * quantPag],
          ),
          db.query<{ total: number }>(`select count(*)::int as total from (${linkedTitles}) as t`, [id]),
        ]);
        return {
          ...heading,
          desc_tipo: AUTHORITY_TYPE_NAMES[heading.tipo][requestLocale(request)],
          ...authorityNotes(marcJson),
          // The spec has no /autoridade/{id}/marc: the record comes with the authority (ADR 100).
          marc: marcRows(marcJson, { released: true }),
          ver: references.filter((ref) => ref.tipo === 'ver').map((ref) => ref.termo),
          verTambem: references
            .filter((ref) => ref.tipo === 'ver_tambem')
            .map((ref) => ({ termo: ref.termo, cod_autoridade: ref.cod_autoridade_relacionada })),
          usadoPor: usedBy,
          total_titulos: count?.total ?? 0,
          titulos: titles,
        };
      },
    );
  };
}
