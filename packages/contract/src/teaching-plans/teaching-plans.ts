import { z } from 'zod';

const option = z.object({ codigo: z.number().int(), descricao: z.string() });

export const teachingPlanOptionsResponseSchema = z.object({
  disciplinas: z.array(
    z.object({ codigo: z.string(), nome: z.string(), departamento: option, anos: z.array(z.number().int()) }),
  ),
  departamentos: z.array(option),
  bibliotecas: z.array(option),
});

/** `GET plano-ensino/bibliografia`: fill at least one field (spec §5). */
export const teachingPlanQuerySchema = z.object({
  departamento: z.coerce.number().int().positive().optional(),
  ano: z.coerce.number().int().min(1900).max(2999).optional(),
  semestre: z.coerce.number().int().min(1).max(2).optional(),
  periodo: z.coerce.number().int().min(1).max(20).optional(),
  disciplina: z.string().trim().max(40).optional(),
  biblioteca: z.coerce.number().int().positive().optional(),
});

export const teachingPlanResponseSchema = z.object({
  planos: z.array(
    z.object({
      codigo: z.number().int(),
      disciplina: z.object({ codigo: z.string(), nome: z.string() }),
      departamento: option,
      professor: z.string().nullable(),
      ano: z.number().int(),
      semestre: z.number().int(),
      periodo: z.number().int().nullable(),
      bibliografia: z.array(
        z.object({
          codAcervo: z.number().int(),
          titulo: z.string(),
          autor: z.string().nullable(),
          ano: z.number().int().nullable(),
          tipo: z.enum(['basica', 'complementar']),
          /** Lendable copies (in the chosen library, if any) and how many are on the shelf now. */
          exemplares: z.number().int(),
          disponiveis: z.number().int(),
          /** The soonest due date of a copy on loan, when none is on the shelf. */
          proximaDevolucao: z.iso.date().nullable(),
        }),
      ),
    }),
  ),
});
