import { periodicalsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { periodicalsPath } from './periodicals.ts';
import { useProfileWrite } from './profile-write.ts';

/** `DELETE /api/perfil-interesse/periodicos` (codigo). */
export const deletePeriodical = (client: ApiClient, query: { codigo: number }) =>
  client.request(periodicalsPath, {
    method: 'DELETE',
    schema: periodicalsResponseSchema,
    auth: 'private',
    query,
  });

export const useDeletePeriodical = () =>
  useProfileWrite(`${periodicalsPath}#delete`, periodicalsPath, deletePeriodical);
