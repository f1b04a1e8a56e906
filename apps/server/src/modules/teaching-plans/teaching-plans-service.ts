import type { teachingPlanQuerySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { listLibrariesByName } from '../libraries/library-repository.ts';
import {
  findBibliography,
  findDepartmentsWithPlans,
  findDisciplinesWithPlans,
  findPlans,
} from './teaching-plans-repository.ts';

/** Teaching plans with their bibliography and live availability: a search needs at least one filter. */
export function createTeachingPlansService(db: Database) {
  return {
    /** The filters' choices: disciplines with plans (their departments and years), departments, libraries. */
    async options() {
      const [disciplines, departments, libraries] = await Promise.all([
        findDisciplinesWithPlans(db),
        findDepartmentsWithPlans(db),
        listLibrariesByName(db),
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

    /** The plans matching the filters, each with its bibliography; a title with a copy available has no next due date. */
    async bibliography(query: z.infer<typeof teachingPlanQuerySchema>) {
      if (Object.values(query).every((value) => value === undefined || value === '')) {
        throw new HttpError(422, 'PreenchaAoMenosUmCampo', { code: 'VALIDACAO' });
      }
      const plans = await findPlans(db, {
        departamento: query.departamento ?? null,
        ano: query.ano ?? null,
        semestre: query.semestre ?? null,
        periodo: query.periodo ?? null,
        disciplina: query.disciplina || null,
      });
      const items = plans.length
        ? await findBibliography(
            db,
            plans.map((plan) => plan.cod_plano),
            query.biblioteca ?? null,
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
  };
}
