import { z } from 'zod';

/**
 * Suggestions from the search index's term dictionary (ADR 072): completions while a patron types
 * (`GET /api/consulta/sugestoes`) and "did you mean" when a search finds little
 * (`GET /api/consulta/sugestoes/correcao`).
 */

/** Which words are suggested: every field, or the title, author or subject index. */
export const searchSuggestionFieldCodes = ['livre', 'titulo', 'autor', 'assunto'] as const;
export const searchSuggestionFieldSchema = z.enum(searchSuggestionFieldCodes);
export type SearchSuggestionFieldCode = z.infer<typeof searchSuggestionFieldSchema>;

export const searchSuggestionQuerySchema = z.object({
  /** What the patron has typed so far; the last word is completed. */
  termo: z.string().trim().min(1).max(200),
  campo: searchSuggestionFieldSchema.default('livre'),
  /** How many completions at most. */
  limite: z.coerce.number().int().min(1).max(20).default(8),
});
export type SearchSuggestionQuery = z.infer<typeof searchSuggestionQuerySchema>;

export const searchSuggestionSchema = z.object({
  /** The whole query with its last word completed, spelt as catalogued ("história"). */
  texto: z.string(),
  /** Titles the suggested query finds. */
  total: z.number().int().min(0),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({
  sugestoes: z.array(searchSuggestionSchema),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const searchCorrectionQuerySchema = z.object({
  /** The query that found little. */
  termo: z.string().trim().min(1).max(500),
  campo: searchSuggestionFieldSchema.default('livre'),
});
export type SearchCorrectionQuery = z.infer<typeof searchCorrectionQuerySchema>;

export const searchCorrectionResponseSchema = z.object({
  /** Titles the query as typed finds. */
  total: z.number().int().min(0),
  /** A corrected query that finds more, or null when there is none. */
  sugestao: searchSuggestionSchema.nullable(),
});
export type SearchCorrectionResponse = z.infer<typeof searchCorrectionResponseSchema>;
