import { ApiRequestError } from '../api/api-client.ts';

/**
 * The per-field messages of a refused form (422 `fields`, already in the patron's language), so
 * each shows beside its own field rather than only in a toast. Empty for any other failure.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.status === 422 ? (error.body.fields ?? {}) : {};
}
