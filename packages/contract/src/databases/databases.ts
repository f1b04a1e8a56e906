import { z } from 'zod';

/** One database of `GET /api/acervo/meu-pergamum/bases-dados` (spec §7). */
export const databaseSchema = z.object({
  codigo: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  /** Its address, opened in a new tab. */
  url: z.string(),
  /**
   * When set, open it logged in instead: `PUT /api/pessoas/meu-pergamum/redirect-base` with
   * `{ base: redirecionamento }` answers the address to open.
   */
  redirecionamento: z.string().nullable(),
  /** Reachable off campus, not only from the campus network. */
  acessoRemoto: z.boolean(),
});
export const databasesResponseSchema = z.object({ bases: z.array(databaseSchema) });
export type PatronDatabase = z.infer<typeof databaseSchema>;
