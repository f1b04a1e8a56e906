import { termItemsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { interestTermsPath } from './interest-terms.ts';
import { useProfileWrite } from './profile-write.ts';

export type AddTermsBody = { tipoDSI: 'area' | 'autor' | 'assunto'; validade: string; itens: string[] };

/**
 * `POST /api/perfil-interesse/area-autor-assunto` (tipoDSI, validade, itens): a term already there
 * gets the new validity. The list and the matching titles are fetched again after it.
 */
export const addInterestTerms = (client: ApiClient, body: AddTermsBody) =>
  client.request(interestTermsPath, {
    method: 'POST',
    schema: termItemsResponseSchema,
    auth: 'private',
    body,
  });

export const useAddInterestTerms = () =>
  useProfileWrite(`${interestTermsPath}#add`, interestTermsPath, addInterestTerms);
