import type { titleLibrarySchema, titleLinkSchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { type SummaryRow, summaryColumns, summaryFrom } from '../catalogue/title-summaries.ts';
import type { TitleForReference } from './references/csl-item.ts';

export type TitleLink = z.infer<typeof titleLinkSchema>;
type TitleLibrary = z.infer<typeof titleLibrarySchema>;
type TitleDetailRow = SummaryRow & {
  responsabilidade: string | null;
  links: TitleLink[];
  bibliotecas: TitleLibrary[];
};

/** The libraries holding copies of the title `idSql`, with their copies and copies on the shelf. */
const librariesSql = (idSql: string) => /* sql */ `
  select b.cod_biblioteca, b.desc_biblioteca, count(*)::int as exemplares,
         count(*) filter (where e.situacao = 'disponivel')::int as disponiveis
    from exemplar e join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
   where e.cod_acervo = ${idSql} group by b.cod_biblioteca, b.desc_biblioteca`;

/**
 * A title's detail in one statement: its search-hit columns plus the detail fields, links and
 * libraries, so the page costs one round trip to the database instead of four (ADR 059).
 */
export async function loadTitleDetail(
  db: Queryable,
  id: number,
  locale: ApiLocale,
): Promise<TitleDetailRow | null> {
  const [row] = await db.query<TitleDetailRow>(
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
  return row ?? null;
}

export async function listTitleLinks(db: Queryable, id: number): Promise<TitleLink[]> {
  return db.query<TitleLink>(
    'select url, descricao, acesso_online from acervo_link where cod_acervo = $1 order by seq',
    [id],
  );
}

export async function listTitleLibraries(db: Queryable, id: number): Promise<TitleLibrary[]> {
  return db.query<TitleLibrary>(`${librariesSql('$1')} order by b.desc_biblioteca`, [id]);
}

/** One title's data for references and exports; null when the id does not exist. */
export async function loadTitlesForReference(
  db: Queryable,
  ids: readonly number[],
): Promise<TitleForReference[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TitleForReference>(
    /* sql */ `
      select a.cod_acervo, a.cod_tipo_obra, a.titulo, a.subtitulo, a.edicao, a.local_publicacao, a.editora,
             a.ano_publicacao, a.descricao_fisica, a.serie, a.isbn, a.issn, a.idioma, a.notas,
             coalesce((select json_agg(json_build_object('nome', n.nome, 'tag', n.tag, 'funcao', n.funcao) order by n.seq)
                         from acervo_autor n where n.cod_acervo = a.cod_acervo), '[]') as autores,
             coalesce((select json_agg(k.url order by k.seq) from acervo_link k
                        where k.cod_acervo = a.cod_acervo and k.acesso_online), '[]') as links
        from acervo a where a.cod_acervo = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.cod_acervo, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

type CopyRow = {
  cod_exemplar: number;
  tombo: string;
  cod_biblioteca: number;
  desc_biblioteca: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  localizacao: string | null;
  chamada: string | null;
  cod_tipo_emprestimo: number;
  desc_tipo_emprestimo: string;
  situacao: string;
  data_devolucao_prevista: string | null;
};

export async function listCopies(
  db: Queryable,
  id: number,
  locale: ApiLocale,
  library?: number,
): Promise<CopyRow[]> {
  return db.query<CopyRow>(
    /* sql */ `
      select e.cod_exemplar, e.tombo, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte,
             e.material_adicional, e.localizacao, e.chamada, e.cod_tipo_emprestimo,
             coalesce(t.descricao ->> $2, t.descricao ->> 'pt') as desc_tipo_emprestimo, e.situacao,
             (select m.data_devolucao_prevista from emprestimo m
               where m.cod_exemplar = e.cod_exemplar and m.data_devolucao is null) as data_devolucao_prevista
        from exemplar e
        join biblioteca b on b.cod_biblioteca = e.cod_biblioteca
        join tipo_emprestimo t on t.cod_tipo_emprestimo = e.cod_tipo_emprestimo
       where e.cod_acervo = $1 and ($3::int is null or e.cod_biblioteca = $3)
       order by b.desc_biblioteca, e.volume nulls first, e.tomo nulls first, e.parte nulls first, e.tombo`,
    [id, locale, library ?? null],
  );
}

export async function titleExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from acervo where cod_acervo = $1', [id]);
  return rows.length > 0;
}

export async function loadMarcJson(db: Queryable, id: number): Promise<unknown | null> {
  const [row] = await db.query<{ registro_marc: unknown }>(
    'select registro_marc from acervo where cod_acervo = $1',
    [id],
  );
  return row?.registro_marc ?? null;
}
