import { z } from 'zod';

/** `PUT /api/pessoas/meu-pergamum/senha`: every rule of spec §5 is checked again on the server. */
export const passwordChangeBodySchema = z.object({
  senhaAtual: z.string().min(1).max(500),
  senhaNova: z.string().min(1).max(500),
});
