import { z } from 'zod';

/** Password rules as the server hands them out (spec §3 "Password rules"); each login has its set. */
export const passwordRulesSchema = z.object({
  length: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  has_numbers: z.boolean(),
  only_numbers: z.boolean(),
  diff_case: z.boolean(),
  special_char: z.boolean(),
  diff_name: z.boolean(),
  /** The new password must differ from the last N (0: no check). Checked by the server only. */
  last_pw: z.number().int().min(0),
});
export type PasswordRules = z.infer<typeof passwordRulesSchema>;

// The checks are plain code apart from the schema, so pages can use them without loading zod.
export {
  checkPasswordRules,
  nameParts,
  type PasswordRuleFailure,
  passwordSpecialCharacters,
} from './password-check.ts';
