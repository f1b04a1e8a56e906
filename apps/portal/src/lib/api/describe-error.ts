import { serviceErrorCodes } from '@acervo/contract';
import type { IntlShape } from 'react-intl';
import type { NotificationTone } from '../notifications/notifications.ts';
import { ApiRequestError, LoginRequiredError, NetworkError, SessionExpiredError } from './api-client.ts';
import { errorMessages } from './error-messages.ts';

/** Codes by which the server marks the two special 500s of spec §8 (the contract's). */
export const networkCatalogueErrorCode = serviceErrorCodes.networkCatalogueUnavailable;
export const myLibraryErrorCode = serviceErrorCodes.myAreaFailed;
/** 503 while the server's search index is still being built: its translated "try again" message. */
export const catalogueBeingPreparedCode = serviceErrorCodes.catalogueBeingPrepared;

/**
 * The general error handler of spec §8, as data: what to tell the user about a failed call, or null
 * when they were already told (a failed session refresh shows 'SessaoExpirada' itself).
 */
export function describeApiError(
  error: unknown,
  intl: IntlShape,
): { tone: NotificationTone; message: string } | null {
  if (error instanceof SessionExpiredError) return null;
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof NetworkError)
    return { tone: 'error', message: intl.formatMessage(errorMessages.network) };
  if (error instanceof LoginRequiredError)
    return { tone: 'warning', message: intl.formatMessage(errorMessages.loginRequired) };
  if (error instanceof ApiRequestError) {
    const { status, body } = error;
    if (status >= 500) {
      if (body.code === networkCatalogueErrorCode || /rede pergamum/i.test(body.message))
        return { tone: 'warning', message: intl.formatMessage(errorMessages.networkCatalogue) };
      if (body.code === myLibraryErrorCode && body.message) return { tone: 'error', message: body.message };
      if (body.code === catalogueBeingPreparedCode && body.message)
        return { tone: 'info', message: body.message };
      return { tone: 'error', message: intl.formatMessage(errorMessages.unexpected) };
    }
    // 422 and every other status: the server's message, already translated by the `lang` header.
    return { tone: 'warning', message: body.message || intl.formatMessage(errorMessages.unexpected) };
  }
  return { tone: 'error', message: intl.formatMessage(errorMessages.unexpected) };
}
