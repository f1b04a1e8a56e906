import { z } from 'zod';

/** Message ids the patron-area rules report (translated by the server and the portal). */
export const patronMessageIds = ['DataInicialMaiorQueFinal', 'SelecioneTodasOpcoes'] as const;

const brazilianDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "DD/MM/YYYY" (what Pergamum clients send) or ISO "YYYY-MM-DD", as ISO; anything else is refused. */
export function parseDateParam(value: string): string | null {
  const trimmed = value.trim();
  const match = brazilianDate.exec(trimmed);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : trimmed;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** A date query parameter in either format, normalised to ISO. */
export const dateParamSchema = z
  .string()
  .min(1)
  .max(10)
  .refine((value) => parseDateParam(value) !== null, 'DataInvalida')
  .transform((value) => parseDateParam(value)!);

/** ISO "YYYY-MM-DD" as the Brazilian "DD/MM/YYYY" real clients show. */
export const toBrazilianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** A period whose start is not after its end (spec §5, alerts filter); both dates required. */
export const requiredPeriodSchema = z
  .object({ dataIni: dateParamSchema, dataFim: dateParamSchema })
  .refine((period) => period.dataIni <= period.dataFim, {
    message: 'DataInicialMaiorQueFinal',
    path: ['dataIni'],
  });

/** The same with either end open. */
export const optionalPeriodSchema = z
  .object({ dataIni: dateParamSchema.optional(), dataFim: dateParamSchema.optional() })
  .refine((period) => !period.dataIni || !period.dataFim || period.dataIni <= period.dataFim, {
    message: 'DataInicialMaiorQueFinal',
    path: ['dataIni'],
  });

/** A money amount as the API answers it: a number with two decimals. */
export const moneySchema = z.number();

/** `{ message }` answers of actions. */
export const actionMessageSchema = z.object({ message: z.string() });
