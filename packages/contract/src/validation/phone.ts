import { z } from 'zod';

/** Longest phone number a patron can keep (spec §9). */
export const phoneMaxLength = 16;

/** Drops everything except digits, hyphen, parentheses and space, then cuts to 16 characters (spec §5). */
export function cleanPhone(value: string): string {
  return value.replace(/[^0-9\-() ]/g, '').slice(0, phoneMaxLength);
}

/** A phone number as the portal cleans it; the server applies the same clean-up, then wants a digit. */
export const phoneSchema = z
  .string()
  .max(200)
  .transform((value) => cleanPhone(value).trim())
  .refine((value) => /[0-9]/.test(value), 'TelefoneInvalido');
