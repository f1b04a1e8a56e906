import { workTypesResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useProfileWrite } from './profile-write.ts';
import { workTypesPath } from './work-types.ts';

/** What a followed work type is set to, on an add as on a change (the server sets them all). */
export type WorkTypeChoices = { validade: string; bibliotecas: number[]; idiomas: string[] };
export type AddWorkTypeBody = WorkTypeChoices & { codTipoObra: number };

/**
 * `POST /api/perfil-interesse/tipo-obra` (codTipoObra, validade, bibliotecas, idiomas): a work type
 * already followed takes the new choices. The list and the matching titles follow.
 */
export const addWorkType = (client: ApiClient, body: AddWorkTypeBody) =>
  client.request(workTypesPath, { method: 'POST', schema: workTypesResponseSchema, auth: 'private', body });

export const useAddWorkType = () => useProfileWrite(`${workTypesPath}#add`, workTypesPath, addWorkType);
