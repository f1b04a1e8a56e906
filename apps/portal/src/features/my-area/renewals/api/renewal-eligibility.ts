import { renewalEligibilityResponseSchema } from '@acervo/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { type PatronScope, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET /api/pessoas/renovar`: whether the patron may renew now, and why not (suspension, debts). */
export const renewalEligibilityPath = '/api/pessoas/renovar';

export const renewalEligibilityKey = (scope: PatronScope | null) => patronKey(scope, renewalEligibilityPath);

export const fetchRenewalEligibility = (client: ApiClient) =>
  client.request(renewalEligibilityPath, { schema: renewalEligibilityResponseSchema, auth: 'private' });

export function useRenewalEligibility() {
  const client = useApiClient();
  return useSWR(renewalEligibilityKey(usePatronScope()), () => fetchRenewalEligibility(client));
}
