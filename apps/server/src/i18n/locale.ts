import { localeFromLanguageHeader } from '@acervo/contract';
import type { FastifyRequest } from 'fastify';

/** The languages the API itself answers in (the `lang` header's 1, 3 and 5). */
export type ApiLocale = ReturnType<typeof localeFromLanguageHeader>;

export function requestLocale(request: FastifyRequest): ApiLocale {
  const header = request.headers.lang;
  return localeFromLanguageHeader(Array.isArray(header) ? header[0] : header);
}
