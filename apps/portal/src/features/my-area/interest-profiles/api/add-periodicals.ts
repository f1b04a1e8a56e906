import { periodicalsResponseSchema } from '@acervo/contract';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { periodicalsPath } from './periodicals.ts';
import { useProfileWrite } from './profile-write.ts';

/** What a followed periodical is set to, on an add as on a change (the server sets them all). */
export type PeriodicalChoices = {
  validade: string;
  bibliotecas: number[];
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
};
export type AddPeriodicalsBody = PeriodicalChoices & { itens: number[] };

/**
 * `POST /api/perfil-interesse/periodicos` (validade, itens, bibliotecas, fasciculo, artigo, sumario):
 * a periodical already followed takes the new choices. The list and the matching titles follow.
 */
export const addPeriodicals = (client: ApiClient, body: AddPeriodicalsBody) =>
  client.request(periodicalsPath, {
    method: 'POST',
    schema: periodicalsResponseSchema,
    auth: 'private',
    body,
  });

export const useAddPeriodicals = () =>
  useProfileWrite(`${periodicalsPath}#add`, periodicalsPath, addPeriodicals);
