import type { IntlShape } from 'react-intl';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { errorMessages } from '../../lib/api/error-messages.ts';

/**
 * Why a login through an identity provider failed, in words for the login page: the server's own
 * reason for a refused login (4xx), else the general handler's message (spec §8).
 */
export function providerFailureMessage(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body.message) return error.body.message;
  return describeApiError(error, intl)?.message ?? intl.formatMessage(errorMessages.unexpected);
}
