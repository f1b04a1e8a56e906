import type { MessageId } from '../i18n/server-messages.ts';

/**
 * A failure the client should see: its status, the id of its translated message, and optionally
 * a code clients branch on (e.g. ACESSO_BLOQUEADO) and per-field messages.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageId: MessageId,
    readonly options: {
      code?: string;
      fields?: Record<string, MessageId>;
      values?: Record<string, string | number>;
      /** Response headers that go with the failure (Retry-After, say). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageId);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'RecursoNaoEncontrado');
