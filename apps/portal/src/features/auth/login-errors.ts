import { accessBlockedStatus, authErrorCodes } from '@acervo/contract';
import type { IntlShape } from 'react-intl';
import { ApiRequestError, NetworkError } from '../../lib/api/api-client.ts';
import { errorMessages } from '../../lib/api/error-messages.ts';
import { authMessages as m } from './auth-messages.ts';

export type LoginFailure = {
  message: string;
  /** The account is locked: the form offers password recovery (spec §8, 430). */
  blocked: boolean;
  /** Per-field messages the server sent with a 422. */
  fields: Record<string, string>;
};

/** The login error catalogue of spec §8. `label` is the institution's name for the login field. */
export function describeLoginError(error: unknown, intl: IntlShape, label: string): LoginFailure {
  const failure = (message: string, extra: Partial<LoginFailure> = {}): LoginFailure => ({
    message,
    blocked: false,
    fields: {},
    ...extra,
  });
  if (error instanceof NetworkError) return failure(intl.formatMessage(errorMessages.network));
  if (!(error instanceof ApiRequestError)) return failure(intl.formatMessage(errorMessages.unexpected));
  const { status, body } = error;
  if (status === accessBlockedStatus || body.code === authErrorCodes.accessBlocked)
    return failure(intl.formatMessage(m.errorBlocked), { blocked: true });
  switch (status) {
    case 400:
      return failure(intl.formatMessage(m.error400));
    case 401:
      return failure(intl.formatMessage(m.error401, { label }));
    case 422:
      return failure(body.message || intl.formatMessage(errorMessages.unexpected), {
        fields: body.fields ?? {},
      });
    case 429:
      return failure(intl.formatMessage(m.error429));
    default:
      return failure(intl.formatMessage(errorMessages.unexpected));
  }
}
