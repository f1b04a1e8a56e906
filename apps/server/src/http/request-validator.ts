import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The query without its parameters sent empty. */
function withoutEmptyValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
}

/**
 * The contract's zod schemas validate every request part; a query parameter sent empty
 * (`?biblioteca=`, as forms and hand-written clients leave unfilled fields) reads as not sent, so
 * an optional filter is simply absent and a required one is answered "required".
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'querystring' ? (data) => validate(withoutEmptyValues(data)) : validate;
};
