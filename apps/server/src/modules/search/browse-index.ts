import { browseIndexQuerySchema, browseIndexResponseSchema } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { normalizeHeading } from '../../text/tokenizer.ts';

const tags = ['Search'];

/**
 * Browse indexes (spec §3 "Index types"): headings in alphabetical (folded, byte-wise) order with
 * the number of titles under each, paged forwards from a term or backwards before it. Authors
 * and subjects also list the "see" forms of their authorities, pointing at the heading used, and
 * carry their "see also" headings.
 */
type IndexType = 'titulo' | 'serie' | 'autor' | 'assunto' | 'chamada' | 'isbn' | 'issn';

/** Each index as (chave, descricao, cod_acervo) rows; chave is compared with collate "C". */
const SOURCES: Record<IndexType, string> = {
  titulo: `select b.titulo_chave as chave, a.titulo as descricao, b.cod_acervo from acervo_busca b join acervo a using (cod_acervo)`,
  serie: `select codigo as chave, rotulo as descricao, cod_acervo from acervo_faceta where tipo = 'C'`,
  autor: `select codigo as chave, rotulo as descricao, cod_acervo from acervo_faceta where tipo in ('A', 'E')`,
  assunto: `select codigo as chave, rotulo as descricao, cod_acervo from acervo_faceta where tipo = 'S'`,
  chamada: `select upper(e.chamada) collate "C" as chave, e.chamada as descricao, e.cod_acervo from exemplar e where e.chamada is not null`,
  isbn: `select i as chave, i as descricao, a.cod_acervo from acervo a cross join lateral unnest(a.isbn) as i where length(i) = 13`,
  issn: `select i as chave, i as descricao, a.cod_acervo from acervo a cross join lateral unnest(a.issn) as i`,
};

/** The key a patron's starting term is compared with, per index. */
function startKey(type: IndexType, term: string): string {
  if (type === 'chamada') return term.trim().toUpperCase();
  if (type === 'isbn' || type === 'issn') return term.replace(/[^0-9xX]/g, '').toLowerCase();
  return normalizeHeading(term);
}

type Heading = {
  chave: string;
  descricao: string;
  total: number;
  ver: string | null;
  verTambem: string[];
  cod_autoridade: number | null;
};

export function browseIndexRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/indice',
      {
        schema: {
          tags,
          summary: 'Browses an index (title, series, author, subject, call number, ISBN, ISSN) from a term',
          querystring: browseIndexQuerySchema,
          response: { 200: browseIndexResponseSchema },
        },
      },
      async (request) => {
        const { tipo, termo, direcao, quantidade } = request.query;
        const start = startKey(tipo, termo);
        const forwards = direcao === 'P';
        const withAuthorities = tipo === 'autor' || tipo === 'assunto';
        // "See" forms of authorities join the list as headings of their own, pointing elsewhere.
        const seeForms = withAuthorities
          ? `union all
             select v.termo_normalizado collate "C" as chave, min(v.termo) as descricao, 0 as total,
                    min(au.cabecalho) as ver, null::int as cod_autoridade
               from autoridade_remissiva v join autoridade au using (cod_autoridade)
              where v.tipo = 'ver' and au.tipo ${tipo === 'autor' ? "in ('pessoa', 'instituicao', 'evento')" : "not in ('pessoa', 'instituicao', 'evento', 'titulo_uniforme')"}
                and v.termo_normalizado collate "C" ${forwards ? '>=' : '<'} $1
                and not exists (select 1 from acervo_faceta f where f.codigo = v.termo_normalizado and f.tipo in ('A', 'E', 'S'))
              group by v.termo_normalizado`
          : '';
        const rows = await db.query<Heading & { see_also: string[] | null }>(
          `select h.chave, h.descricao, h.total, h.ver, h.cod_autoridade,
                  ${
                    withAuthorities
                      ? `(select array_agg(r.termo order by r.seq) from autoridade_remissiva r
                           where r.cod_autoridade = h.cod_autoridade and r.tipo = 'ver_tambem')`
                      : 'null::text[]'
                  } as see_also
             from (
               select * from (
                 select s.chave collate "C" as chave, min(s.descricao) as descricao, count(distinct s.cod_acervo)::int as total,
                        null::text as ver,
                        ${withAuthorities ? `(select min(au.cod_autoridade) from autoridade au where au.cabecalho_normalizado = s.chave)` : 'null::int'} as cod_autoridade
                   from (${SOURCES[tipo]}) as s
                  where s.chave collate "C" ${forwards ? '>=' : '<'} $1
                  group by s.chave
                  order by s.chave collate "C" ${forwards ? 'asc' : 'desc'}
                  limit $2
               ) as used
               ${seeForms}
             ) as h
            order by h.chave collate "C" ${forwards ? 'asc' : 'desc'}
            limit $2`,
          [start, quantidade],
        );
        const itens = rows
          .map(({ see_also, ...heading }) => ({ ...heading, verTambem: see_also ?? [] }))
          .sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0));
        return {
          tipo,
          itens,
          anterior: itens[0]?.chave ?? null,
          proximo: itens.length > 0 ? itens[itens.length - 1]!.chave + '\u0000' : null,
        };
      },
    );
  };
}
