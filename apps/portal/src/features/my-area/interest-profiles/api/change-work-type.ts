import { workTypesResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import type { WorkTypeChoices } from './add-work-type.ts';
import { useProfileWrite } from './profile-write.ts';
import { workTypesPath } from './work-types.ts';

export type ChangeWorkTypeBody = WorkTypeChoices & { codigo: number };

/**
 * `PUT /api/perfil-interesse/tipo-obra` (codigo, validade, bibliotecas, idiomas): every choice is
 * sent, since the server sets them all.
 */
export const changeWorkType = (client: ApiClient, body: ChangeWorkTypeBody) =>
  client.request(workTypesPath, { method: 'PUT', schema: workTypesResponseSchema, auth: 'private', body });

export const useChangeWorkType = () =>
  useProfileWrite(`${workTypesPath}#change`, workTypesPath, changeWorkType);
