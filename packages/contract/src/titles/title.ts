import { z } from 'zod';
import { searchHitSchema } from '../search/consulta.ts';

/** `/api/acervo/{id}` and its tabs (spec §7 Items). */
export const titleIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export const copySchema = z.object({
  cod_exemplar: z.number().int(),
  tombo: z.string(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  volume: z.string().nullable(),
  tomo: z.string().nullable(),
  parte: z.string().nullable(),
  material_adicional: z.string().nullable(),
  localizacao: z.string().nullable(),
  chamada: z.string().nullable(),
  cod_tipo_emprestimo: z.number().int(),
  desc_tipo_emprestimo: z.string(),
  situacao: z.string(),
  desc_situacao: z.string(),
  /** DD/MM/YYYY while the copy is on loan. */
  data_devolucao_prevista: z.string().nullable(),
});
export const copiesQuerySchema = z.object({ cod_unidade: z.coerce.number().int().min(1).optional() });
export const copiesResponseSchema = z.object({ exemplares: z.array(copySchema) });

export const titleLinkSchema = z.object({
  url: z.string(),
  descricao: z.string().nullable(),
  acesso_online: z.boolean(),
});

export const titleLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  exemplares: z.number().int(),
  disponiveis: z.number().int(),
});

export const titleDetailSchema = searchHitSchema.extend({
  titulo: z.string(),
  responsabilidade: z.string().nullable(),
  edicao: z.string().nullable(),
  local_publicacao: z.string().nullable(),
  editora: z.string().nullable(),
  descricao_fisica: z.string().nullable(),
  serie: z.string().nullable(),
  notas: z.string().nullable(),
  isbn: z.array(z.string()),
  issn: z.array(z.string()),
  classificacao: z.string().nullable(),
  links: z.array(titleLinkSchema),
  bibliotecas: z.array(titleLibrarySchema),
});
export type TitleDetail = z.infer<typeof titleDetailSchema>;

export const referenceQuerySchema = z.object({ estilo: z.enum(['abnt', 'apa']).default('abnt') });
export const referenceResponseSchema = z.object({
  estilo: z.enum(['abnt', 'apa']),
  /** The reference as HTML (italics/bold from the style); text only, safe to render. */
  referencia: z.string(),
  texto: z.string(),
});

export const marcQuerySchema = z.object({ liberacao: z.enum(['0', '1']).optional() });
export const marcRowSchema = z.object({
  paragrafo: z.string(),
  seq_paragrafo: z.number().int(),
  indicador1: z.string().nullable(),
  indicador2: z.string().nullable(),
  secao: z.string().nullable(),
  seq_secao: z.number().int().nullable(),
  descricao: z.string(),
  pontuacao: z.string().nullable(),
});
export const marcRowsSchema = z.array(marcRowSchema);

export const dublinCoreSchema = z.record(z.string(), z.array(z.string()));
