import type { Locale } from '@acervo/contract';
import { mutate } from 'swr';
import type { ApiClient } from '../lib/api/api-client.ts';
import { getInstitution, institutionKey } from '../lib/api/get-institution.ts';
import { frameParameterCalls } from '../lib/api/parameters.ts';

/** The longest the first render waits for the frame's data; past it the page draws without it. */
const longestWait = 1000;

/**
 * Fetches what the frame draws from (the institution's name and brand, the menus, the top bar's
 * links) into the cache its hooks read, and resolves when every answer has arrived or failed, or
 * after `longestWait`. Rendering after it draws the frame once, in its final layout, instead of
 * shifting the page as each answer lands. A failed call is left to its hook, which asks again and
 * reports the error as any call does.
 */
export function frameData(client: ApiClient, locale: Locale, anonymous: boolean): Promise<void> {
  const calls = [
    { key: institutionKey(locale), fetch: () => getInstitution(client) },
    ...frameParameterCalls(client, locale, anonymous),
  ];
  const cached = calls.map(({ key, fetch }) =>
    fetch().then(
      (data) => mutate(key, data, { revalidate: false }),
      () => undefined,
    ),
  );
  return Promise.race([
    Promise.all(cached).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, longestWait)),
  ]);
}
