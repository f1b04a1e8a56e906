import { deviationsResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/pessoas/afastamentos`: the patron's deviations (suspensions), newest first. */
export const deviationsPath = '/api/pessoas/afastamentos';

export function useDeviations() {
  const client = useApiClient();
  return useSWR(patronKey(usePatronScope(), deviationsPath), () =>
    client.request(deviationsPath, { schema: deviationsResponseSchema, auth: 'private' }),
  );
}
