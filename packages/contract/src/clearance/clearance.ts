import { z } from 'zod';
import { emailListSchema } from '../validation/email.ts';

export const clearanceObstacleCodes = ['EMPRESTIMOS_ABERTOS', 'DEBITOS', 'LOGIN_BLOQUEADO'] as const;

export const clearanceSchema = z.object({
  codigoVerificacao: z.string(),
  emitidoEm: z.iso.datetime({ offset: true }),
  nome: z.string(),
  /** Where anyone can check the declaration. */
  urlVerificacao: z.string(),
  /** A QR code (SVG; `?formato=png` for PNG) that opens `urlVerificacao`. */
  urlQrCode: z.string(),
});

/** `GET /api/unidade-informacao/nada-consta/verifica`: can the patron get one, and the one issued. */
export const clearanceCheckResponseSchema = z.object({
  pode_solicitar: z.boolean(),
  pendencias: z.array(z.object({ codigo: z.enum(clearanceObstacleCodes), mensagem: z.string() })),
  declaracao: clearanceSchema.nullable(),
});

/** `POST /api/unidade-informacao/nada-consta`: the patron accepts the suspension it brings. */
export const clearanceRequestBodySchema = z.object({
  aceite: z.literal(true, { message: 'NadaConstaAceiteObrigatorio' }),
});
export const clearanceResponseSchema = z.object({ declaracao: clearanceSchema, message: z.string() });

/** `POST /api/nada-consta/send-mail` (multipart form): where to send the declaration. */
export const clearanceMailBodySchema = z.object({ email: emailListSchema });

/** `GET /api/nada-consta/verificar/{codigo}`: public check of a declaration. */
export const clearanceVerifyParamsSchema = z.object({
  codigo: z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
});
/** `GET /api/nada-consta/verificar/{codigo}/qrcode`: the QR code image of a declaration's check. */
export const clearanceQrQuerySchema = z.object({ formato: z.enum(['svg', 'png']).default('svg') });
export const clearanceVerifyResponseSchema = z.object({
  valido: z.boolean(),
  nome: z.string(),
  emitidoEm: z.iso.datetime({ offset: true }),
  instituicao: z.string(),
});

/** `POST /api/unidade-informacao/gru`: a payment slip for fines owed at a library. */
export const gruBodySchema = z.object({
  valor: z.coerce.number().positive().multipleOf(0.01),
  codBiblioteca: z.coerce.number().int().positive(),
});
export const gruResponseSchema = z.object({
  numeroReferencia: z.string(),
  valor: z.number(),
  vencimento: z.iso.date(),
  biblioteca: z.object({ codigo: z.number().int(), descricao: z.string() }),
  message: z.string(),
});
