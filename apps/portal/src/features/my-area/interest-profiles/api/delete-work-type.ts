import { workTypesResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useProfileWrite } from './profile-write.ts';
import { workTypesPath } from './work-types.ts';

/** `DELETE /api/perfil-interesse/tipo-obra` (codigo). */
export const deleteWorkType = (client: ApiClient, query: { codigo: number }) =>
  client.request(workTypesPath, {
    method: 'DELETE',
    schema: workTypesResponseSchema,
    auth: 'private',
    query,
  });

export const useDeleteWorkType = () =>
  useProfileWrite(`${workTypesPath}#delete`, workTypesPath, deleteWorkType);
