import type { ValidationMessageId } from './message-ids.ts';
import type { PasswordRules } from './password-rules.ts';

/** The special characters a password may be asked to contain (spec §5). */
export const passwordSpecialCharacters = '@!#$%&*()-_';

/** Which rule a password breaks; the ids are message ids both sides translate. */
export type PasswordRuleFailure = Extract<
  ValidationMessageId,
  | 'SenhaTamanho'
  | 'SenhaPrecisaNumeros'
  | 'SenhaSomenteNumeros'
  | 'SenhaMaiusculasMinusculas'
  | 'SenhaCaractereEspecial'
  | 'SenhaContemNome'
>;

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Parts of a name a password must not contain: words of three letters or more ("da", "de" don't count). */
export function nameParts(name: string): string[] {
  return fold(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3);
}

/**
 * Every active rule the password breaks, except last_pw, which needs the stored hashes (spec §5:
 * the client checks all rules but last_pw; the server checks them all). The password is trimmed
 * first, as the portal sends it.
 */
export function checkPasswordRules(
  rawPassword: string,
  rules: PasswordRules,
  person: { name?: string | null } = {},
): PasswordRuleFailure[] {
  const password = rawPassword.trim();
  const failures: PasswordRuleFailure[] = [];
  const length = [...password].length;
  if (length < rules.length.min || length > rules.length.max) failures.push('SenhaTamanho');
  if (rules.has_numbers && !/[0-9]/.test(password)) failures.push('SenhaPrecisaNumeros');
  if (rules.only_numbers && !/^[0-9]*$/.test(password)) failures.push('SenhaSomenteNumeros');
  if (rules.diff_case && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) {
    failures.push('SenhaMaiusculasMinusculas');
  }
  if (rules.special_char && ![...password].some((char) => passwordSpecialCharacters.includes(char))) {
    failures.push('SenhaCaractereEspecial');
  }
  if (rules.diff_name && person.name) {
    const folded = fold(password);
    if (nameParts(person.name).some((part) => folded.includes(part))) failures.push('SenhaContemNome');
  }
  return failures;
}
