import { periodicalsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import type { PeriodicalChoices } from './add-periodicals.ts';
import { periodicalsPath } from './periodicals.ts';
import { useProfileWrite } from './profile-write.ts';

export type ChangePeriodicalBody = PeriodicalChoices & { codigo: number };

/**
 * `PUT /api/perfil-interesse/periodicos` (codigo, validade, fasciculo, artigo, sumario, bibliotecas):
 * every choice is sent, since the server sets them all.
 */
export const changePeriodical = (client: ApiClient, body: ChangePeriodicalBody) =>
  client.request(periodicalsPath, {
    method: 'PUT',
    schema: periodicalsResponseSchema,
    auth: 'private',
    body,
  });

export const useChangePeriodical = () =>
  useProfileWrite(`${periodicalsPath}#change`, periodicalsPath, changePeriodical);
