import { passwordRulesResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/pessoas/meu-pergamum/senha/regras`: what a new password must meet (ADR 110). */
export const passwordRulesPath = '/api/pessoas/meu-pergamum/senha/regras';

export function usePasswordRules() {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), passwordRulesPath),
    () => client.request(passwordRulesPath, { schema: passwordRulesResponseSchema, auth: 'private' }),
    { revalidateOnFocus: false },
  );
}
