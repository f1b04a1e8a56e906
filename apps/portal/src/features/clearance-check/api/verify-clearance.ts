import { clearanceVerifyResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { useAtomValue } from '../../../lib/jotai.ts';
import { localeAtom } from '../../../lib/intl/locale.ts';

/** `GET /api/nada-consta/verificar/{codigo}`: anyone's check of a no-debts declaration by its code. */
export const verifyClearancePath = (code: string) => `/api/nada-consta/verificar/${encodeURIComponent(code)}`;

export function useVerifyClearance(code: string) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWR(['clearance-check', locale, code], () =>
    client.request(verifyClearancePath(code), { schema: clearanceVerifyResponseSchema, auth: 'none' }),
  );
}
