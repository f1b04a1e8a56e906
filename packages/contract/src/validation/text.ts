import { z } from 'zod';

/** Free text a form may leave out: trimmed, at most `max` characters; blank or missing is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * Free text a form must fill: trimmed, not blank, at most `max` characters. Missing or blank
 * reports `message`; forms whose message names the field (spec §5, acquisition suggestion) pass
 * `CampoObrigatorioNaoPreenchido`.
 */
export const requiredText = (max: number, message = 'CampoObrigatorio') =>
  z.string({ message }).trim().min(1, message).max(max);
