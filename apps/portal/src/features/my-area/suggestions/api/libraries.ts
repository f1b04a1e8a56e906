import { libraryListSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';

/** `GET /api/unidade-informacao?campus=`: the libraries of a campus, or all of them. */
export const librariesPath = '/api/unidade-informacao';

export function useLibraries(campus: number | null) {
  const client = useApiClient();
  const query = campus ? { campus } : {};
  return useSWR(
    [librariesPath, campus],
    () => client.request(librariesPath, { schema: libraryListSchema, auth: 'public', query }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
