import { gruResponseSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `POST /api/unidade-informacao/gru` (valor, codBiblioteca): a payment slip for what is owed at a library. */
export const gruPath = '/api/unidade-informacao/gru';

export type GruRequest = { valor: number; codBiblioteca: number };

/**
 * Generates a slip. Nothing cached changes (the fines stay unpaid until the payment is booked), so
 * no key is revalidated.
 */
export function useGenerateGru() {
  const client = useApiClient();
  return useSWRMutation(
    patronKey(usePatronScope(), `${gruPath}#generate`),
    (_key, { arg }: { arg: GruRequest }) =>
      client.request(gruPath, { method: 'POST', schema: gruResponseSchema, auth: 'private', body: arg }),
  );
}
