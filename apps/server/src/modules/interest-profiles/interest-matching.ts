import type { Queryable } from '../../db/database.ts';
import type { LibraryTime } from '../../time/library-time.ts';

/**
 * Titles matching interest items in force (ADR 061): terms against authors (autor) or subjects
 * (assunto, area), periodicals by the title itself, work types with optional libraries and
 * languages. With `onlyNew`, only titles that reached the catalogue after the item was saved.
 * `$1` is the patron (null: everyone), `$2` the library's today (items valid through it are in force).
 */
export function matchesSql(onlyNew: boolean) {
  const fresh = (item: string) => (onlyNew ? `and a.criado_em > ${item}.criado_em` : '');
  return `
    select t.cod_pessoa, a.cod_acervo, 'autor'::text as tipo, t.termo as motivo, a.criado_em
      from perfil_interesse_termo t
      join acervo_autor aa on aa.nome_normalizado like '%' || t.termo_normalizado || '%'
      join acervo a on a.cod_acervo = aa.cod_acervo
     where t.tipo_dsi = 'autor' and t.validade >= $2::date and ($1::int is null or t.cod_pessoa = $1) ${fresh('t')}
    union
    select t.cod_pessoa, a.cod_acervo, t.tipo_dsi, t.termo, a.criado_em
      from perfil_interesse_termo t
      join acervo_assunto s on s.descricao_normalizada like '%' || t.termo_normalizado || '%'
      join acervo a on a.cod_acervo = s.cod_acervo
     where t.tipo_dsi in ('assunto', 'area') and t.validade >= $2::date
       and ($1::int is null or t.cod_pessoa = $1) ${fresh('t')}
    union
    select p.cod_pessoa, a.cod_acervo, 'periodico', a.titulo, a.criado_em
      from perfil_interesse_periodico p join acervo a on a.cod_acervo = p.cod_acervo
     where p.validade >= $2::date and ($1::int is null or p.cod_pessoa = $1) ${onlyNew ? 'and false' : ''}
    union
    select w.cod_pessoa, a.cod_acervo, 'tipo_obra', coalesce(tob.descricao ->> 'pt', ''), a.criado_em
      from perfil_interesse_tipo_obra w
      join tipo_obra tob on tob.cod_tipo_obra = w.cod_tipo_obra
      join acervo a on a.cod_tipo_obra = w.cod_tipo_obra
     where w.validade >= $2::date and ($1::int is null or w.cod_pessoa = $1) ${fresh('w')}
       and (cardinality(w.idiomas) = 0 or a.idioma = any (w.idiomas))
       and (cardinality(w.bibliotecas) = 0 or exists (select 1 from exemplar e
             where e.cod_acervo = a.cod_acervo and e.cod_biblioteca = any (w.bibliotecas)))`;
}

const motiveLabel: Record<string, string> = {
  autor: 'Autor',
  assunto: 'Assunto',
  area: 'Área de interesse',
  periodico: 'Periódico',
  tipo_obra: 'Tipo de obra',
};
export const describeMotive = (tipo: string, motivo: string) => `${motiveLabel[tipo] ?? tipo}: ${motivo}`;

/**
 * Raises one alert per patron for each title added to the catalogue since a matching interest
 * item was saved, once per title and patron. Returns how many alerts it raised.
 */
export async function raiseInterestAlerts(db: Queryable, time: LibraryTime): Promise<number> {
  const rows = await db.query<{ cod_pessoa: number }>(
    `with matches as (${matchesSql(true)}),
          fresh as (
            select distinct on (m.cod_pessoa, m.cod_acervo) m.cod_pessoa, m.cod_acervo, m.tipo, m.motivo
              from matches m
             where not exists (select 1 from perfil_interesse_notificado n
                                where n.cod_pessoa = m.cod_pessoa and n.cod_acervo = m.cod_acervo)
             order by m.cod_pessoa, m.cod_acervo, m.tipo),
          noted as (
            insert into perfil_interesse_notificado (cod_pessoa, cod_acervo)
            select cod_pessoa, cod_acervo from fresh on conflict do nothing returning cod_pessoa, cod_acervo)
     insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo, criado_em)
     select f.cod_pessoa, 'perfil_interesse', 'Novo título no seu perfil de interesse: ' || a.titulo,
            'Chegou ao acervo um título que corresponde ao seu perfil de interesse (' || f.motivo || ').',
            f.cod_acervo, $3::timestamptz
       from fresh f join noted n using (cod_pessoa, cod_acervo) join acervo a on a.cod_acervo = f.cod_acervo
     returning cod_pessoa`,
    [null, time.today(), time.now()],
  );
  return rows.length;
}
