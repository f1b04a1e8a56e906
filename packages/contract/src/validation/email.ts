import { z } from 'zod';

/**
 * A standard address: local part, @, a domain with at least one dot; compared in lower case
 * (spec §5). Deliberately simpler than RFC 5322: what patrons type, not what mail servers accept.
 */
const emailPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailPattern.test(email);
}

/** Several addresses are separated by a semicolon (spec §5); blanks between them are ignored. */
export function splitEmails(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0);
}

/** One address, trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'EmailInvalido')
  .refine(isValidEmail, 'EmailInvalido');

/** One or more addresses separated by semicolons, normalised to `a@x.org;b@y.org`. */
export const emailListSchema = z
  .string()
  .max(1000)
  .refine((value) => {
    const emails = splitEmails(value);
    return emails.length > 0 && emails.every(isValidEmail);
  }, 'EmailInvalido')
  .transform((value) => splitEmails(value).join(';'));
