import { termItemsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { interestTermsPath } from './interest-terms.ts';
import { useProfileWrite } from './profile-write.ts';

/** `DELETE /api/perfil-interesse/area-autor-assunto` (codigo, tipoDSI). */
export const deleteInterestTerm = (client: ApiClient, query: { codigo: number; tipoDSI: string }) =>
  client.request(interestTermsPath, {
    method: 'DELETE',
    schema: termItemsResponseSchema,
    auth: 'private',
    query,
  });

export const useDeleteInterestTerm = () =>
  useProfileWrite(`${interestTermsPath}#delete`, interestTermsPath, deleteInterestTerm);
