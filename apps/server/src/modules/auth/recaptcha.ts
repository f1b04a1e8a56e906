import { activity } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import { institutionGrants } from '../institution/institution-activities.ts';

/** Checks a reCAPTCHA answer (activity 1120). Tests use a fake; production calls Google. */
export type RecaptchaVerifier = {
  verify(token: string, remoteIp: string): Promise<boolean>;
};

/** Google's siteverify address, the default of RECAPTCHA_VERIFY_URL. */
const googleVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google's siteverify protocol at `verifyUrl` (Google's, or a stand-in speaking it: ADR 048); a
 * network failure counts as a failed check (the patron retries).
 */
export function googleRecaptcha(
  secret: string,
  verifyUrl: string = googleVerifyUrl,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      try {
        const response = await fetchImpl(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Whether logins and password recovery must pass a captcha: the institution grants activity 1120
 * to visitors and a verifier is configured (RECAPTCHA_SECRET).
 */
export async function recaptchaRequired(db: Queryable, verifier: RecaptchaVerifier | null): Promise<boolean> {
  if (!verifier) return false;
  return institutionGrants(db, activity.recaptcha);
}
