import { interLibraryDataResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/**
 * `GET /api/emprestimo-inter-bibliotecas/dados`: what the inter-library loan form starts with — the
 * libraries that can receive the loan, the patron's phone and e-mail, and how many requests are open.
 */
export const interLibraryDataPath = '/api/emprestimo-inter-bibliotecas/dados';

export function useInterLibraryData() {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), interLibraryDataPath),
    () => client.request(interLibraryDataPath, { schema: interLibraryDataResponseSchema, auth: 'private' }),
    { revalidateOnFocus: false },
  );
}
