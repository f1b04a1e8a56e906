import type { Queryable } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { institutionGrants } from '../institution/institution-activities.ts';

const text = (column: string, param: string) => `coalesce(${column} ->> ${param}, ${column} ->> 'pt')`;

export async function listGuides(db: Queryable, locale: ApiLocale) {
  return db.query<{
    slug: string;
    titulo: string;
    descricao: string;
    pesquisa: string;
    imagem: string | null;
  }>(
    `select slug, ${text('titulo', '$1')} as titulo, ${text('descricao', '$1')} as descricao, pesquisa, imagem
       from guia_pesquisa order by ordem, slug`,
    [locale],
  );
}

export async function listFaq(db: Queryable, locale: ApiLocale) {
  return db.query<{ codigo: number; pergunta: string; resposta: string }>(
    `select cod_faq as codigo, ${text('pergunta', '$1')} as pergunta, ${text('resposta', '$1')} as resposta
       from faq order by ordem, cod_faq`,
    [locale],
  );
}

/** Events not yet over, soonest first. */
export async function listUpcomingEvents(
  db: Queryable,
  source: 'institucional' | 'eventum',
  locale: ApiLocale,
) {
  const rows = await db.query<{
    codigo: number;
    titulo: string;
    descricao: string | null;
    inicio: Date | string;
    fim: Date | string | null;
    local: string | null;
    link: string | null;
  }>(
    `select cod_evento as codigo, ${text('titulo', '$2')} as titulo,
            case when descricao is null then null else ${text('descricao', '$2')} end as descricao,
            inicio, fim, local, link
       from evento
      where fonte = $1 and coalesce(fim, inicio) >= now()
      order by inicio, cod_evento
      limit 50`,
    [source, locale],
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    ...row,
    inicio: iso(row.inicio),
    fim: row.fim === null ? null : iso(row.fim),
  }));
}

/** Libraries with their contacts and opening hours, optionally of one campus. */
export async function listServiceHours(db: Queryable, campus: number | null) {
  const libraries = await db.query<{
    cod_biblioteca: number;
    desc_biblioteca: string;
    cod_campus: number;
    nome_campus: string;
    email: string | null;
    telefone: string | null;
  }>(
    `select b.cod_biblioteca, b.desc_biblioteca, b.cod_campus, c.nome_campus, b.email, b.telefone
       from biblioteca b join campus c using (cod_campus)
      where $1::int is null or b.cod_campus = $1
      order by c.nome_campus, b.desc_biblioteca`,
    [campus],
  );
  const hours = await db.query<{
    cod_biblioteca: number;
    dia_semana: number;
    abertura: string;
    fechamento: string;
  }>(
    `select h.cod_biblioteca, h.dia_semana, to_char(h.abertura, 'HH24:MI') as abertura,
            to_char(h.fechamento, 'HH24:MI') as fechamento
       from horario_atendimento h join biblioteca b using (cod_biblioteca)
      where $1::int is null or b.cod_campus = $1
      order by h.cod_biblioteca, h.dia_semana, h.abertura`,
    [campus],
  );
  return libraries.map((library) => ({
    ...library,
    horarios: hours
      .filter((hour) => hour.cod_biblioteca === library.cod_biblioteca)
      .map(({ dia_semana, abertura, fechamento }) => ({ dia_semana, abertura, fechamento })),
  }));
}

export async function campusExists(db: Queryable, campus: number): Promise<boolean> {
  const [row] = await db.query('select 1 from campus where cod_campus = $1', [campus]);
  return Boolean(row);
}

/** Activities the institution grants anonymous visitors, as module/activity pairs. */
export async function listInstitutionActivities(db: Queryable, locale: ApiLocale) {
  return db.query<{ cod_modulo: number; cod_atividade: number; descricao: string }>(
    `select ia.cod_modulo, ia.cod_atividade, ${text('a.descricao', '$1')} as descricao
       from instituicao_atividade ia join atividade a using (cod_atividade)
      order by ia.cod_modulo, ia.cod_atividade`,
    [locale],
  );
}

export async function findActivity(db: Queryable, code: number, locale: ApiLocale) {
  const [row] = await db.query<{ descricao: string }>(
    `select ${text('descricao', '$2')} as descricao from atividade where cod_atividade = $1`,
    [code, locale],
  );
  return row ?? null;
}

/** Whether an activity is on: for a patron, through their category; else for the institution. */
export async function activityEnabled(
  db: Queryable,
  code: number,
  codLogin: number | null,
): Promise<boolean> {
  if (codLogin === null) return institutionGrants(db, code);
  const [row] = await db.query<{ on: boolean }>(
    `select exists (select 1 from categoria_permissao cp join login l using (cod_categoria)
                     where cp.cod_atividade = $1 and l.cod_login = $2) as on`,
    [code, codLogin],
  );
  return row?.on ?? false;
}
