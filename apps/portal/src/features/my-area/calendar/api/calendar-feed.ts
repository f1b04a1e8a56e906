import { calendarFeedCreatedResponseSchema, calendarFeedResponseSchema } from '@acervo/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `/api/calendario/assinatura`: the patron's private calendar (ICS) address; made, read, revoked. */
export const calendarFeedPath = '/api/calendario/assinatura';

export const calendarFeedKey = (scope: PatronScope | null) => patronKey(scope, calendarFeedPath);

export const fetchCalendarFeed = (client: ApiClient) =>
  client.request(calendarFeedPath, { schema: calendarFeedResponseSchema, auth: 'private' });

export function useCalendarFeed() {
  const client = useApiClient();
  return useSWR(calendarFeedKey(usePatronScope()), () => fetchCalendarFeed(client));
}

/** Makes a new address (the old one stops working) and shows it at once. */
export function useCreateCalendarFeed() {
  const client = useApiClient();
  const key = calendarFeedKey(usePatronScope());
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    key && [...key, 'criar'],
    () =>
      client.request(calendarFeedPath, {
        method: 'POST',
        schema: calendarFeedCreatedResponseSchema,
        auth: 'private',
      }),
    { onSuccess: (created) => void mutate(key, { assinatura: created.assinatura }, { revalidate: false }) },
  );
}

/** Revokes the address: calendar apps stop receiving dates. */
export function useRevokeCalendarFeed() {
  const client = useApiClient();
  const key = calendarFeedKey(usePatronScope());
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    key && [...key, 'revogar'],
    () =>
      client.request(calendarFeedPath, {
        method: 'DELETE',
        schema: z.object({ message: z.string() }),
        auth: 'private',
      }),
    { onSuccess: () => void mutate(key, { assinatura: null }, { revalidate: false }) },
  );
}
