import { cleanPhone, isValidEmail, splitEmails } from '@acervo/contract';

/** The form's fields as typed, before the rules of spec §5 turn them into a request. */
export type LoanRequestDraft = {
  origin: number | null;
  receiving: number | null;
  options: Partial<Record<'volumes' | 'tomos' | 'partes' | 'materiais', string>>;
  phone: string;
  email: string;
};

export type LoanRequestProblem = 'receiving' | 'origin' | 'options' | 'phone' | 'email';

/** Phone as the patron types it: only digits, hyphen, parentheses and spaces, at most 16 (spec §5). */
export const typedPhone = (value: string) => cleanPhone(value);

/** The spec §5 rules a draft breaks, in the form's order (the first is where focus goes). */
export function loanRequestProblems(
  draft: LoanRequestDraft,
  requiredOptions: readonly string[],
): LoanRequestProblem[] {
  const problems: LoanRequestProblem[] = [];
  if (draft.origin === null) problems.push('origin');
  if (draft.receiving === null) problems.push('receiving');
  if (requiredOptions.some((field) => !draft.options[field as keyof LoanRequestDraft['options']]))
    problems.push('options');
  if (!/[0-9]/.test(draft.phone)) problems.push('phone');
  const emails = splitEmails(draft.email);
  if (emails.length === 0 || !emails.every(isValidEmail)) problems.push('email');
  return problems;
}

/** Several addresses as the server keeps them: lower case, separated by ";". */
export const normalisedEmails = (value: string) => splitEmails(value).join(';');
