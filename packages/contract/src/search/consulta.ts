import { z } from 'zod';

/**
 * `GET /api/consulta`: the catalogue search (spec §7 Search, ADR 050/051). A simple search sends
 * `termo` (and optionally `campo`); the advanced form sends `termo1..termo5` with `campo1..5` and
 * `operador2..5`. Facet filters travel as `filtro=T:1` (repeatable, or comma-separated).
 */

/** Indexes a term can be searched in (`campo`). */
export const searchFieldCodes = [
  'livre',
  'titulo',
  'autor',
  'assunto',
  'serie',
  'chamada',
  'isbn',
  'issn',
] as const;
export const searchFieldSchema = z.enum(searchFieldCodes);
export type SearchFieldCode = z.infer<typeof searchFieldSchema>;

/** How an advanced line joins the lines before it: E (and), OU (or), NAO (and not). */
export const searchOperatorSchema = z.enum(['E', 'OU', 'NAO']);

/**
 * Sort orders (`ordenacao`): C relevance (default), T title, A author, Y year, O work type,
 * N catalogue number; `ordem=D` reverses.
 */
export const searchSortCodes = ['C', 'T', 'A', 'Y', 'O', 'N'] as const;
export const searchSortSchema = z.enum(searchSortCodes);

export const facetCodes = ['T', 'Y', 'I', 'X', 'R', 'K', 'Z', 'A', 'S', 'B', 'P', 'C', 'E'] as const;
export const facetCodeSchema = z.enum(facetCodes);
export type FacetCode = z.infer<typeof facetCodeSchema>;

const repeatable = z.union([z.string(), z.array(z.string())]).optional();
const optionalText = z.string().max(500).optional();

export const searchQuerySchema = z.object({
  termo: optionalText,
  campo: searchFieldSchema.optional(),
  termo1: optionalText,
  campo1: searchFieldSchema.optional(),
  termo2: optionalText,
  campo2: searchFieldSchema.optional(),
  operador2: searchOperatorSchema.optional(),
  termo3: optionalText,
  campo3: searchFieldSchema.optional(),
  operador3: searchOperatorSchema.optional(),
  termo4: optionalText,
  campo4: searchFieldSchema.optional(),
  operador4: searchOperatorSchema.optional(),
  termo5: optionalText,
  campo5: searchFieldSchema.optional(),
  operador5: searchOperatorSchema.optional(),
  /** Facet filters `TIPO:codigo`. */
  filtro: repeatable,
  /**
   * Publication years from / to, inclusive (the advanced search's year range, ADR 116); either
   * alone leaves that end open. A start after the end is a 422 on `anoIni`.
   */
  anoIni: z.coerce.number().int().min(0).max(9999).optional(),
  anoFim: z.coerce.number().int().min(0).max(9999).optional(),
  ordenacao: searchSortSchema.default('C'),
  /** A: ascending (default), D: descending. */
  ordem: z.enum(['A', 'D']).default('A'),
  quantPag: z.coerce.number().int().min(1).max(100).default(20),
  paginaAtiva: z.coerce.number().int().min(1).max(10000).default(1),
  /** Display mode the portal chose (D detailed, C compact, ...); echoed back. */
  exibicao: z.string().max(2).default('D'),
  /** Which catalogue: 'local' (default) or a target product such as `target_gedweb`. */
  base: z.string().max(40).default('local'),
  /** Column filter of target products; `target_gedweb` with none gives an empty result. */
  coluna_um: z.string().max(200).optional(),
  /** 0 skips the facet counts (e.g. when only paging). */
  facetas: z.enum(['0', '1']).default('1'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const additionalDataEntrySchema = z.object({ codigo: z.string(), descricao: z.string() });

/** The letters of `dados_adicionais`: A authors, S subjects, E edition, P publication, D physical
 * description, C call number, N notes, I ISBN, J ISSN, R series. */
export const additionalDataSchema = z.record(z.string(), z.array(additionalDataEntrySchema));

/** A search hit (architecture §6: real clients read cod_acervo, obra/descricao, ano_publicacao, dados_adicionais). */
export const searchHitSchema = z.object({
  cod_acervo: z.number().int(),
  obra: z.string(),
  descricao: z.string(),
  subtitulo: z.string().nullable(),
  autor: z.string().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  ano_publicacao: z.number().int().nullable(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  link_capa: z.string().nullable(),
  /** 'cr' when the title can be read online. */
  acesso_remoto: z.string(),
  /** 'S' when the title has an accessible format. */
  possui_acessibilidade: z.enum(['S', 'N']),
  rota: z.string(),
  dados_adicionais: additionalDataSchema,
  exemplares: z.number().int(),
  exemplares_disponiveis: z.number().int(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const facetEntrySchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  total: z.number().int(),
  totalSemFiltro: z.number().int(),
  mostrarQtdOriginal: z.boolean(),
});
export type FacetEntry = z.infer<typeof facetEntrySchema>;

export const facetGroupSchema = z.object({
  tipo: facetCodeSchema,
  descricao: z.string(),
  itens: z.array(facetEntrySchema),
});

export const appliedFilterSchema = z.object({
  tipo: facetCodeSchema,
  codigo: z.string(),
  descricao: z.string(),
  campus: z.number().int().nullable(),
});

export const searchResponseSchema = z.object({
  /** Search-log id of this search. */
  id: z.number().int().nullable(),
  base: z.string(),
  /** The query as understood, for display ("título: dom casmurro E autor: assis"). */
  pesquisa: z.string(),
  total: z.number().int(),
  paginaAtiva: z.number().int(),
  quantPag: z.number().int(),
  ordenacao: searchSortSchema,
  exibicao: z.string(),
  data: z.array(searchHitSchema),
  facetas: z.array(facetGroupSchema),
  filtros: z.array(appliedFilterSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `GET /api/consulta/navegar`: a browse view, every title narrowed by facet filters only. */
export const browseQuerySchema = searchQuerySchema.pick({
  filtro: true,
  ordenacao: true,
  ordem: true,
  quantPag: true,
  paginaAtiva: true,
  exibicao: true,
  facetas: true,
});

/**
 * `GET /api/consulta/novas-aquisicoes`: NA_C, titles acquired in the `dias` days up to the
 * latest acquisition; NA_A, titles acquired since `dataIni` (ADR 051).
 */
export const newAcquisitionsQuerySchema = browseQuerySchema.extend({
  tipo: z.enum(['NA_C', 'NA_A']).default('NA_C'),
  dias: z.coerce.number().int().min(1).max(3650).default(90),
  dataIni: z.iso.date().optional(),
  ordenacao: searchSortSchema.default('N'),
  ordem: z.enum(['A', 'D']).default('D'),
  exibicao: z.string().max(2).default('C'),
});

export const lookupOptionSchema = z.object({ codigo: z.string(), descricao: z.string() });
export const lookupOptionsSchema = z.array(lookupOptionSchema);

/** Option lists that take no parameters (sort orders, browse indexes, ...). */
export const noOptionsQuerySchema = z.object({});
/** `GET /api/consulta/filtros`: the search tab asking (every tab offers the same facet types here). */
export const facetOptionsQuerySchema = z.object({ search_tab: z.string().max(50).optional() });
/** `acervos=1,2,3`: titles by code, comma-separated; codes that are not titles are skipped. */
export const titleCodesQuerySchema = z.object({
  acervos: z
    .string()
    .max(4000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31),
    ),
});
/** `GET /api/consulta/produtos-target`: products of a document service matching a term. */
export const targetProductsQuerySchema = z.object({ termoPesquisa: z.string().max(200).optional() });

/** `GET /api/consulta/indice`: alphabetical headings of an index, paged both ways from a term. */
export const indexTypeCodes = ['titulo', 'serie', 'autor', 'assunto', 'chamada', 'isbn', 'issn'] as const;
export const browseIndexQuerySchema = z.object({
  tipo: z.enum(indexTypeCodes),
  termo: z.string().max(200).default(''),
  /** P: from the term forwards (default); A: the headings before it. */
  direcao: z.enum(['P', 'A']).default('P'),
  quantidade: z.coerce.number().int().min(1).max(100).default(20),
});
export const indexHeadingSchema = z.object({
  chave: z.string(),
  descricao: z.string(),
  total: z.number().int(),
  /** "See" reference: this form is not used, search the heading named here. */
  ver: z.string().nullable(),
  /** "See also": related headings. */
  verTambem: z.array(z.string()),
  cod_autoridade: z.number().int().nullable(),
});
export const browseIndexResponseSchema = z.object({
  tipo: z.enum(indexTypeCodes),
  itens: z.array(indexHeadingSchema),
  /** The first and last keys, to page backwards and forwards. */
  anterior: z.string().nullable(),
  proximo: z.string().nullable(),
});
