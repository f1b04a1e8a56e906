import { type ApiError, serviceErrorCodes } from '@acervo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ApiLocale, requestLocale } from '../i18n/locale.ts';
import { isMessageId, type MessageId, translate } from '../i18n/server-messages.ts';
import { HttpError } from './http-error.ts';
import { isPageRequest } from './portal-static.ts';

type Issue = z.core.$ZodIssue;

/**
 * One field's message in the caller's language, from the zod issue that rejected it; `leftOut`
 * says the client sent nothing there (coercing schemas hide that: a missing number reaches the
 * issue as NaN or 0).
 */
function issueMessage(
  issue: Issue,
  locale: ApiLocale,
  field = issue.path.map(String).join('.'),
  leftOut = false,
): string {
  // A schema's own message may name the field (`CampoObrigatorioNaoPreenchido`: spec §5).
  if (isMessageId(issue.message)) return translate(locale, issue.message, { campo: field });
  if (leftOut) return translate(locale, 'CampoObrigatorio');
  switch (issue.code) {
    case 'invalid_type':
      // Zod leaves the input out of issues; its default message says what it received.
      return translate(
        locale,
        issue.input === undefined && /received undefined$/.test(issue.message)
          ? 'CampoObrigatorio'
          : 'TipoInvalido',
      );
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return translate(locale, 'CampoObrigatorio');
      return translate(locale, issue.origin === 'string' ? 'ValorMuitoCurto' : 'ValorMenorQueMinimo', {
        minimum: issue.minimum,
      });
    case 'too_big':
      return translate(locale, issue.origin === 'string' ? 'ValorMuitoLongo' : 'ValorMaiorQueMaximo', {
        maximum: issue.maximum,
      });
    case 'invalid_value':
      return translate(locale, 'OpcaoInvalida');
    default:
      return translate(locale, 'TipoInvalido');
  }
}

/** The request part a validation context names, as the client sent it. */
function sentPart(request: FastifyRequest, context: string): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** Nothing, null or blank text at `path` of what the client sent: a field left out. */
function isLeftOut(sent: unknown, path: readonly string[]): boolean {
  let value = sent;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function fieldPath(issue: Issue, context: string): string {
  const path = issue.path.map(String).join('.');
  return path || context;
}

/**
 * Spec §8's two special 500s: a failure behind the network catalogue, or in My area (every route
 * that needs a patron's token), carries a code the portal recognises; other 500s stay generic.
 */
function unexpectedFailure(request: FastifyRequest): { messageId: MessageId; code?: string } {
  if (request.routeOptions.url?.startsWith('/api/rede-pergamum'))
    return { messageId: 'RedePergamumIndisponivel', code: serviceErrorCodes.networkCatalogueUnavailable };
  if (request.routeOptions.config?.auth === 'private')
    return { messageId: 'ErroMeuPergamum', code: serviceErrorCodes.myAreaFailed };
  return { messageId: 'OcorreuErroInesperado' };
}

/** Answers every failure with the one error shape `{ message, code?, fields? }` (architecture §5). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);
    const send = (status: number, body: ApiError) => reply.status(status).send(body);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const item of error.validation) {
        // fastify-type-provider-zod spreads each zod issue into params, minus code, path and message.
        const issue = {
          ...(item.params as object),
          code: item.keyword,
          message: item.message,
          path: (item.instancePath ?? '').split('/').filter(Boolean),
        } as unknown as Issue;
        const context = error.validationContext ?? 'body';
        const field = fieldPath(issue, context);
        const leftOut = isLeftOut(sentPart(request, context), issue.path.map(String));
        fields[field] ??= issueMessage(issue, locale, field, leftOut);
      }
      return send(422, { message: translate(locale, 'DadosInvalidos'), code: 'VALIDACAO', fields });
    }

    if (error instanceof HttpError) {
      const { code, fields, values, headers } = error.options;
      if (headers) reply.headers(headers);
      return send(error.statusCode, {
        message: translate(locale, error.messageId, values),
        ...(code ? { code } : {}),
        ...(fields
          ? {
              fields: Object.fromEntries(
                Object.entries(fields).map(([name, id]) => [name, translate(locale, id, values)]),
              ),
            }
          : {}),
      });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return send(429, { message: translate(locale, 'LimiteRequisicoes') });
    if (status === 413)
      return send(413, { message: translate(locale, 'RequisicaoMuitoGrande'), code: error.code });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized body: the client's fault, never a 500.
      return send(status, { message: translate(locale, 'RequisicaoInvalida'), code: error.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    const { messageId, code } = unexpectedFailure(request);
    return send(500, { message: translate(locale, messageId), ...(code ? { code } : {}) });
  });
}

/** Unknown API paths get the error shape; unknown page addresses get the portal (SPA fallback). */
export function registerNotFoundHandler(
  app: FastifyInstance,
  sendPortalPage: ((reply: FastifyReply) => FastifyReply) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    if (sendPortalPage && isPageRequest(request)) return sendPortalPage(reply);
    const body: ApiError = { message: translate(requestLocale(request), 'RecursoNaoEncontrado') };
    return reply.status(404).send(body);
  });
}
