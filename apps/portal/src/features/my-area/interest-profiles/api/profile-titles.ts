import { profileTitlesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/perfil-interesse/titulos`: titles matching the profile items in force, newest first. */
export const profileTitlesPath = '/api/perfil-interesse/titulos';

export const profileTitlesKey = (scope: PatronScope | null) => patronKey(scope, profileTitlesPath);

export const fetchProfileTitles = (client: ApiClient) =>
  client.request(profileTitlesPath, { schema: profileTitlesResponseSchema, auth: 'private' });

export function useProfileTitles() {
  const client = useApiClient();
  return useSWR(profileTitlesKey(usePatronScope()), () => fetchProfileTitles(client));
}
