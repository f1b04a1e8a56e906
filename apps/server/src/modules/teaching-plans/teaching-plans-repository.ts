import type { Queryable } from '../../db/database.ts';

/** The teaching plans' SQL: the filters' choices, the plans matching them, and their bibliography. */

/** Filters of the plans; an absent one matches any. */
type PlanFilters = {
  departamento: number | null;
  ano: number | null;
  semestre: number | null;
  periodo: number | null;
  disciplina: string | null;
};

/** Disciplines with teaching plans, each with its department and its plans' years (newest first). */
export function findDisciplinesWithPlans(db: Queryable) {
  return db.query<{
    codigo: string;
    nome: string;
    cod_departamento: number;
    departamento: string;
    anos: number[];
  }>(
    `select p.codigo_disciplina as codigo, min(p.nome_disciplina) as nome, p.cod_departamento,
            min(d.descricao) as departamento, array_agg(distinct p.ano order by p.ano desc)::int[] as anos
       from plano_ensino p join departamento d using (cod_departamento)
      group by p.codigo_disciplina, p.cod_departamento order by nome`,
  );
}

export function findDepartmentsWithPlans(db: Queryable) {
  return db.query<{ codigo: number; descricao: string }>(
    `select cod_departamento as codigo, descricao from departamento d
      where exists (select 1 from plano_ensino p where p.cod_departamento = d.cod_departamento) order by descricao`,
  );
}

/** The first 50 plans matching the filters, newest first. */
export function findPlans(db: Queryable, filters: PlanFilters) {
  return db.query<{
    cod_plano: number;
    codigo_disciplina: string;
    nome_disciplina: string;
    cod_departamento: number;
    departamento: string;
    professor: string | null;
    ano: number;
    semestre: number;
    periodo: number | null;
  }>(
    `select p.cod_plano, p.codigo_disciplina, p.nome_disciplina, p.cod_departamento, d.descricao as departamento,
            p.professor, p.ano, p.semestre, p.periodo
       from plano_ensino p join departamento d using (cod_departamento)
      where ($1::int is null or p.cod_departamento = $1) and ($2::int is null or p.ano = $2)
        and ($3::int is null or p.semestre = $3) and ($4::int is null or p.periodo = $4)
        and ($5::text is null or p.codigo_disciplina = $5)
      order by p.ano desc, p.semestre desc, p.nome_disciplina limit 50`,
    [filters.departamento, filters.ano, filters.semestre, filters.periodo, filters.disciplina],
  );
}

/**
 * The plans' bibliography with each title's loanable copies (in `codBiblioteca`, or anywhere when
 * null): how many, how many are available, and the earliest due date of those on loan.
 */
export function findBibliography(db: Queryable, codPlanos: number[], codBiblioteca: number | null) {
  return db.query<{
    cod_plano: number;
    cod_acervo: number;
    titulo: string;
    autor_principal: string | null;
    ano_publicacao: number | null;
    tipo: 'basica' | 'complementar';
    exemplares: number;
    disponiveis: number;
    proxima: string | null;
  }>(
    `select b.cod_plano, a.cod_acervo, a.titulo || coalesce(': ' || a.subtitulo, '') as titulo, a.autor_principal,
            a.ano_publicacao, b.tipo,
            count(e.cod_exemplar)::int as exemplares,
            count(e.cod_exemplar) filter (where e.situacao = 'disponivel')::int as disponiveis,
            min(l.data_devolucao_prevista)::text as proxima
       from plano_ensino_bibliografia b
       join acervo a using (cod_acervo)
       left join (exemplar e join tipo_emprestimo t on t.cod_tipo_emprestimo = e.cod_tipo_emprestimo and t.permite_emprestimo)
         on e.cod_acervo = a.cod_acervo and ($2::int is null or e.cod_biblioteca = $2)
       left join emprestimo l on l.cod_exemplar = e.cod_exemplar and l.data_devolucao is null
      where b.cod_plano = any ($1)
      group by b.cod_plano, a.cod_acervo, b.tipo
      order by b.tipo, a.titulo_ordenacao`,
    [codPlanos, codBiblioteca],
  );
}
