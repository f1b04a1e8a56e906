import { termItemsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { interestTermsPath } from './interest-terms.ts';
import { useProfileWrite } from './profile-write.ts';

/** `PUT /api/perfil-interesse/area-autor-assunto/validade` (codigo, validade). */
export const termValidityPath = '/api/perfil-interesse/area-autor-assunto/validade';

export const changeTermValidity = (client: ApiClient, body: { codigo: number; validade: string }) =>
  client.request(termValidityPath, { method: 'PUT', schema: termItemsResponseSchema, auth: 'private', body });

export const useChangeTermValidity = () =>
  useProfileWrite(termValidityPath, interestTermsPath, changeTermValidity);
