import type { z } from 'zod';

/**
 * A contract schema that loads with the first answer it checks, in parallel with the call. Code on
 * a page's first load passes these instead of importing schemas, so that load carries no zod:
 * `schema: lazySchema(() => import('@acervo/contract/parameters/content').then((m) => m.xSchema))`.
 */
export class LazySchema<Schema extends z.ZodType> {
  #loading: Promise<Schema> | undefined;

  constructor(private readonly loader: () => Promise<Schema>) {}

  load(): Promise<Schema> {
    if (!this.#loading) {
      this.#loading = this.loader();
      // A failed download is tried again by the next call rather than remembered.
      this.#loading.catch(() => {
        this.#loading = undefined;
      });
    }
    return this.#loading;
  }
}

export function lazySchema<Schema extends z.ZodType>(load: () => Promise<Schema>): LazySchema<Schema> {
  return new LazySchema(load);
}

/** The schema itself, loaded first when it is lazy. */
export function resolveSchema<Schema extends z.ZodType>(
  schema: Schema | LazySchema<Schema>,
): Schema | Promise<Schema> {
  return schema instanceof LazySchema ? schema.load() : schema;
}
