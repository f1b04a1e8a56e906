import {
  apiErrorSchema,
  teachingPlanOptionsResponseSchema,
  teachingPlanQuerySchema,
  teachingPlanResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';

const tags = ['Teaching plans'];

/** Teaching plans of spec §7 under /api/acervo/plano-ensino: bibliography with live availability. */
export function teachingPlansRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/disciplinas-bibliotecas',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Disciplines with teaching plans, their departments and years, and the libraries',
          response: { 200: teachingPlanOptionsResponseSchema },
        },
      },
      async () => {
        const [disciplines, departments, libraries] = await Promise.all([
          db.query<{
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
          ),
          db.query<{ codigo: number; descricao: string }>(
            `select cod_departamento as codigo, descricao from departamento d
              where exists (select 1 from plano_ensino p where p.cod_departamento = d.cod_departamento) order by descricao`,
          ),
          db.query<{ codigo: number; descricao: string }>(
            'select cod_biblioteca as codigo, desc_biblioteca as descricao from biblioteca order by desc_biblioteca',
          ),
        ]);
        return {
          disciplinas: disciplines.map((row) => ({
            codigo: row.codigo,
            nome: row.nome,
            departamento: { codigo: row.cod_departamento, descricao: row.departamento },
            anos: row.anos,
          })),
          departamentos: departments,
          bibliotecas: libraries,
        };
      },
    );

    app.get(
      '/bibliografia',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary:
            'Teaching plans matching the filters (at least one) with their bibliography and live availability',
          querystring: teachingPlanQuerySchema,
          response: { 200: teachingPlanResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const query = request.query;
        if (Object.values(query).every((value) => value === undefined || value === '')) {
          throw new HttpError(422, 'PreenchaAoMenosUmCampo', { code: 'VALIDACAO' });
        }
        const plans = await db.query<{
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
          [
            query.departamento ?? null,
            query.ano ?? null,
            query.semestre ?? null,
            query.periodo ?? null,
            query.disciplina || null,
          ],
        );
        const items = plans.length
          ? await db.query<{
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
              [plans.map((plan) => plan.cod_plano), query.biblioteca ?? null],
            )
          : [];
        return {
          planos: plans.map((plan) => ({
            codigo: plan.cod_plano,
            disciplina: { codigo: plan.codigo_disciplina, nome: plan.nome_disciplina },
            departamento: { codigo: plan.cod_departamento, descricao: plan.departamento },
            professor: plan.professor,
            ano: plan.ano,
            semestre: plan.semestre,
            periodo: plan.periodo,
            bibliografia: items
              .filter((item) => item.cod_plano === plan.cod_plano)
              .map((item) => ({
                codAcervo: item.cod_acervo,
                titulo: item.titulo,
                autor: item.autor_principal,
                ano: item.ano_publicacao,
                tipo: item.tipo,
                exemplares: item.exemplares,
                disponiveis: item.disponiveis,
                proximaDevolucao: item.disponiveis > 0 ? null : item.proxima,
              })),
          })),
        };
      },
    );
  };
}
