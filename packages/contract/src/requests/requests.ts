import { z } from 'zod';
import { emailListSchema } from '../validation/email.ts';
import { phoneSchema } from '../validation/phone.ts';
import { optionalText, requiredText } from '../validation/text.ts';
import { optionalPeriodSchema } from '../loans/period.ts';

/** Request kinds of spec §7 (`/api/solicitacoes/{tipo}`) plus inter-library loans. */
export const requestKinds = [
  'comutacao-bibliografica',
  'levantamento-bibliografico',
  'ficha-catalografica',
  'pesquisa-especializada',
  'emprestimo-inter-bibliotecas',
] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestStatuses = ['aguardando', 'em_andamento', 'atendida', 'cancelada'] as const;

/** Bibliographic exchange (comutação): a copy of an article or chapter held by another library. */
export const exchangeTypes = ['artigo', 'capitulo', 'tese', 'anais', 'norma'] as const;
export const exchangeBodySchema = z
  .object({
    titulo_documento: requiredText(500),
    titulo_parte: optionalText(500),
    autor: optionalText(300),
    ano: z.coerce.number().int().min(1000).max(2999).optional().nullable(),
    volume: optionalText(50),
    numero: optionalText(50),
    pagina_inicial: z.coerce.number().int().positive().optional().nullable(),
    pagina_final: z.coerce.number().int().positive().optional().nullable(),
    biblioteca: z.coerce.number().int().positive(),
    observacoes: optionalText(2000),
  })
  .refine((body) => !body.pagina_inicial || !body.pagina_final || body.pagina_inicial <= body.pagina_final, {
    message: 'PaginaInicialMaiorQueFinal',
    path: ['pagina_inicial'],
  });

export const surveyBodySchema = z
  .object({
    assunto: requiredText(500),
    palavras_chave: optionalText(500),
    periodo_inicial: z.coerce.number().int().min(1000).max(2999).optional().nullable(),
    periodo_final: z.coerce.number().int().min(1000).max(2999).optional().nullable(),
    idiomas: optionalText(200),
    finalidade: optionalText(500),
    biblioteca: z.coerce.number().int().positive(),
    observacoes: optionalText(2000),
  })
  // The years the survey covers: the first not after the last, as the exchange's pages.
  .refine(
    (body) => !body.periodo_inicial || !body.periodo_final || body.periodo_inicial <= body.periodo_final,
    { message: 'PeriodoInicialMaiorQueFinal', path: ['periodo_inicial'] },
  );

export const catalogSheetBodySchema = z.object({
  titulo: requiredText(500),
  subtitulo: optionalText(500),
  autores: requiredText(1000),
  orientador: optionalText(300),
  programa: optionalText(300),
  ano: z.coerce.number().int().min(1900).max(2999),
  paginas: z.coerce.number().int().positive(),
  palavras_chave: requiredText(500),
  tipo_trabalho: z.enum(['tcc', 'dissertacao', 'tese', 'monografia']),
  biblioteca: z.coerce.number().int().positive(),
});

export const researchBodySchema = z.object({
  tema: requiredText(500),
  objetivo: requiredText(2000),
  prazo_desejado: z.iso.date().optional().nullable(),
  biblioteca: z.coerce.number().int().positive(),
  observacoes: optionalText(2000),
});

export const interLibraryBodySchema = z.object({
  titulo: requiredText(500),
  autor: optionalText(300),
  isbn_issn: optionalText(40),
  instituicao_fornecedora: requiredText(300),
  biblioteca: z.coerce.number().int().positive(),
  telefone: phoneSchema,
  email: emailListSchema,
  observacoes: optionalText(2000),
});

export const requestSchema = z.object({
  codigo: z.number().int(),
  tipo: z.enum(requestKinds),
  subtipo: z.string().nullable(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }).nullable(),
  dados: z.record(z.string(), z.unknown()),
  situacao: z.object({ codigo: z.enum(requestStatuses), descricao: z.string() }),
  resposta: z.string().nullable(),
  data: z.iso.datetime({ offset: true }),
});
export const requestCreatedResponseSchema = z.object({ solicitacao: requestSchema, message: z.string() });
export const requestsQuerySchema = optionalPeriodSchema.and(
  z.object({
    status: z
      .enum(['todos', ...requestStatuses])
      .optional()
      .default('todos'),
  }),
);
export const requestsResponseSchema = z.object({ solicitacoes: z.array(requestSchema) });
export const requestKindParamsSchema = z.object({ tipo: z.enum(requestKinds) });
export const exchangeKindParamsSchema = z.object({ tipo: z.enum(exchangeTypes) });
export const interLibraryDataResponseSchema = z.object({
  bibliotecas: z.array(z.object({ codigo: z.number().int(), descricao: z.string() })),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  solicitacoesAbertas: z.number().int(),
});

/** Loan requests (spec §7 "Loan request"): statuses and the filter of spec §4. */
export const loanRequestStatuses = [
  'aguardando',
  'em_transito',
  'disponivel',
  'finalizada',
  'cancelada',
] as const;
export const loanRequestFilters = [
  'todos',
  'aguardando',
  'finalizado',
  'nao_finalizado',
  'disponivel',
  'em_transito',
] as const;

export const loanRequestBodySchema = z.object({
  biblioteca_origem: z.coerce.number().int().positive(),
  biblioteca_recebimento: z.coerce.number().int().positive(),
  volume: optionalText(100),
  tomo: optionalText(100),
  parte: optionalText(100),
  material_adicional: optionalText(100),
  telefone: phoneSchema,
  email: emailListSchema,
  cod_local_recebimento: z.coerce.number().int().positive().optional().nullable(),
  pessoa_autorizada: optionalText(200),
  domicilio: z
    .union([z.boolean(), z.enum(['S', 'N', 'true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'S' || value === 'true'),
  recebimento_textual: optionalText(500),
});
export const loanRequestSchema = z.object({
  codigo: z.number().int(),
  codAcervo: z.number().int(),
  titulo: z.string(),
  bibliotecaOrigem: z.object({ codigo: z.number().int(), descricao: z.string() }),
  bibliotecaRecebimento: z.object({ codigo: z.number().int(), descricao: z.string() }),
  volume: z.string().nullable(),
  tomo: z.string().nullable(),
  parte: z.string().nullable(),
  material_adicional: z.string().nullable(),
  telefone: z.string(),
  email: z.string(),
  domicilio: z.boolean(),
  situacao: z.object({ codigo: z.enum(loanRequestStatuses), descricao: z.string() }),
  data: z.iso.datetime({ offset: true }),
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;
export const loanRequestCreatedResponseSchema = z.object({
  solicitacao: loanRequestSchema,
  message: z.string(),
});
export const loanRequestsQuerySchema = optionalPeriodSchema.and(
  z.object({ status: z.enum(loanRequestFilters).optional().default('todos') }),
);
export const loanRequestsResponseSchema = z.object({ solicitacoes: z.array(loanRequestSchema) });
export const loanRequestOptionsResponseSchema = z.object({
  acervo: z.object({ codigo: z.number().int(), titulo: z.string() }),
  bibliotecasOrigem: z.array(
    z.object({
      codigo: z.number().int(),
      descricao: z.string(),
      disponiveis: z.number().int(),
      volumes: z.array(z.string()),
      tomos: z.array(z.string()),
      partes: z.array(z.string()),
      materiais: z.array(z.string()),
    }),
  ),
  bibliotecasRecebimento: z.array(z.object({ codigo: z.number().int(), descricao: z.string() })),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});
