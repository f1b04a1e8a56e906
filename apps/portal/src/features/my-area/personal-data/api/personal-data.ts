import { type PersonalDataUpdate, personalDataResponseSchema, personalDataSchema } from '@acervo/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `GET` and `PUT /api/pessoas/meu-pergamum/dados-pessoais`: the patron's personal data (spec §3). */
export const personalDataPath = '/api/pessoas/meu-pergamum/dados-pessoais';

const savedSchema = z.object({ dados: personalDataSchema, message: z.string() });

export function usePersonalData() {
  const client = useApiClient();
  return useSWR(
    patronKey(usePatronScope(), personalDataPath),
    () => client.request(personalDataPath, { schema: personalDataResponseSchema, auth: 'private' }),
    // A refetch on focus would not touch the form, but it need not run while the patron types.
    { revalidateOnFocus: false },
  );
}

/** Saves the changes; the answer (the data as stored) replaces the cached copy. */
export function useSavePersonalData() {
  const client = useApiClient();
  const scope = usePatronScope();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(scope, `${personalDataPath}#save`),
    (_key, { arg: body }: { arg: PersonalDataUpdate }) =>
      client.request(personalDataPath, { method: 'PUT', schema: savedSchema, auth: 'private', body }),
    {
      onSuccess: (answer) =>
        void mutate(patronKey(scope, personalDataPath), { dados: answer.dados }, { revalidate: false }),
    },
  );
}
