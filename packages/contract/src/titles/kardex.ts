import { z } from 'zod';

/**
 * Kardex (a periodical's issues per library), tables of contents and closed storage (spec §7
 * Items; ADR 056). Codes as the Pergamum clients send them: `codPar` is a holdings collection
 * (one library's run of the periodical), `seqPar` an issue in it, `seqSec` an entry of the
 * issue's table of contents.
 */
const code = z.coerce.number().int().min(1).max(2147483647);

export const kardexPermissionSchema = z.object({
  /** True when the title has holdings to show (the Kardex tab is offered). */
  permitido: z.boolean(),
});

export const kardexCollectionSchema = z.object({
  codPar: z.number().int(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  periodicidade: z.string(),
  desc_periodicidade: z.string(),
  situacao: z.enum(['corrente', 'encerrada']),
  desc_situacao: z.string(),
  nota: z.string().nullable(),
});
export const kardexComboDataSchema = z.object({
  colecoes: z.array(kardexCollectionSchema),
  bibliotecas: z.array(z.object({ cod_biblioteca: z.number().int(), desc_biblioteca: z.string() })),
  /** Years with issues, newest first. */
  anos: z.array(z.number().int()),
});

/** `codPeriod` is the periodical (the title of the path; another value is refused). */
export const kardexDataQuerySchema = z.object({
  codPeriod: code.optional(),
  codBib: code.optional(),
  codPar: code.optional(),
  /** Default: the newest year with issues. */
  year: z.coerce.number().int().min(1000).max(2999).optional(),
});
export const kardexIssueSchema = z.object({
  codPar: z.number().int(),
  seqPar: z.number().int(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  ano: z.number().int(),
  volume: z.string().nullable(),
  numero: z.string().nullable(),
  periodo: z.string().nullable(),
  /** DD/MM/YYYY; null when the issue has not arrived. */
  data_chegada: z.string().nullable(),
  situacao: z.enum(['recebido', 'atrasado', 'nao_recebido', 'encadernado']),
  desc_situacao: z.string(),
  exemplares: z.number().int(),
  possui_sumario: z.boolean(),
});
export const kardexDataSchema = z.object({
  ano: z.number().int().nullable(),
  fasciculos: z.array(kardexIssueSchema),
});

export const kardexItemQuerySchema = z.object({
  codPar: code,
  seqPar: code,
  /** One entry of the issue's table of contents; all of them when absent. */
  seqSec: code.optional(),
});
export const summaryEntrySchema = z.object({
  seqSec: z.number().int(),
  titulo: z.string(),
  autores: z.string().nullable(),
  paginas: z.string().nullable(),
});
export const kardexItemSchema = z.object({
  fasciculo: kardexIssueSchema,
  sumario: z.array(summaryEntrySchema),
});

/** `GET /api/sumario/{id}/dados`: the issues' tables of contents, or a book's contents note (MARC 505). */
export const summaryDataSchema = z.object({
  sumarios: z.array(
    z.object({
      /** The issue's label ("v. 13, n. 2, abr./jun. 2025"), or the title for a book's contents. */
      descricao: z.string(),
      codPar: z.number().int().nullable(),
      seqPar: z.number().int().nullable(),
      ano: z.number().int().nullable(),
      itens: z.array(summaryEntrySchema),
    }),
  ),
});

/** `GET /api/acervo/{id}/dados-armazem`: copies of the title kept in closed storage. */
export const storageQuerySchema = z.object({
  cod_biblioteca: code.optional(),
  volume: z.string().trim().min(1).max(40).optional(),
  tomo: z.string().trim().min(1).max(40).optional(),
  parte: z.string().trim().min(1).max(40).optional(),
});
export const storageDataSchema = z.object({
  exemplares: z.array(
    z.object({
      cod_exemplar: z.number().int(),
      tombo: z.string(),
      cod_biblioteca: z.number().int(),
      desc_biblioteca: z.string(),
      volume: z.string().nullable(),
      tomo: z.string().nullable(),
      parte: z.string().nullable(),
      situacao: z.string(),
      desc_situacao: z.string(),
      cod_armazem: z.number().int(),
      desc_armazem: z.string(),
      posicao: z.string(),
      /** Hours the desk takes to bring the copy. */
      prazo_horas: z.number().int(),
      /**
       * An open closed-storage request (to fetch, or at the desk) holds the copy, whoever made it:
       * nobody else can ask for it until that one is finished or cancelled.
       */
      solicitado: z.boolean(),
    }),
  ),
});

/** `/api/acervo/{id}/dados-estatisticos`: years with loans (newest first) and loans per month of one. */
export const statisticsYearsSchema = z.array(z.number().int());
export const statisticsYearParamsSchema = z.object({
  id: code,
  x: z.coerce.number().int().min(1900).max(2999),
});
export const statisticsYearSchema = z.array(
  z.object({ mes: z.number().int(), emprestimos: z.number().int() }),
);
