import { HttpError } from '../../http/http-error.ts';
import type { MessageId } from '../../i18n/server-messages.ts';

/**
 * A patron's own record, or 404 with `message`. Another patron's record is answered exactly like
 * a missing one, so nobody learns which codes exist (issue 8: every endpoint refuses another
 * patron's data).
 */
export function ownOr404<T>(value: T | null | undefined, message: MessageId): T {
  if (value === null || value === undefined) throw new HttpError(404, message);
  return value;
}
