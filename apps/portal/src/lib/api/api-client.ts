import { type ApiError, apiErrorSchema, languageHeaderCodes, type Locale } from '@acervo/contract';
import type { z } from 'zod';

/** A failed call: the HTTP status and the server's error body (spec §8 decides what the user sees). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

/** The server could not be reached at all (spec §8: 'NaoFoiPossivelComunicarServidor'). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('NaoFoiPossivelComunicarServidor', { cause });
    this.name = 'NetworkError';
  }
}

type RequestOptions<Schema extends z.ZodType> = {
  schema: Schema;
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls the API and validates the answer against the contract, so a screen never renders data of
 * an unexpected shape. Every call carries the `lang` header the server translates by.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  { schema, locale, method = 'GET', body, signal }: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal: signal ?? null,
      headers: {
        accept: 'application/json',
        lang: String(languageHeaderCodes[locale]),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data : { message: 'OcorreuErroInesperado' },
    );
  }
  return schema.parse(payload);
}
