import { campusListSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';

/** `GET /api/campus`: the institution's campuses, the first choice of the suggestion form. */
export const campusesPath = '/api/campus';

export function useCampuses() {
  const client = useApiClient();
  return useSWR(
    campusesPath,
    () => client.request(campusesPath, { schema: campusListSchema, auth: 'public' }),
    {
      revalidateOnFocus: false,
    },
  );
}
