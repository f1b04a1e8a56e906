import { clearanceResponseSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';

/** `POST /api/nada-consta/send-mail` (multipart form, field `email`): the declaration by e-mail. */
export const sendClearanceMailPath = '/api/nada-consta/send-mail';

/** Sends the declaration to one or more addresses (separated by ";"). Nothing cached changes. */
export function useSendClearanceMail() {
  const client = useApiClient();
  return useSWRMutation(
    patronKey(usePatronScope(), `${sendClearanceMailPath}#send`),
    (_key, { arg: email }: { arg: string }) => {
      const form = new FormData();
      form.set('email', email);
      return client.request(sendClearanceMailPath, {
        method: 'POST',
        schema: clearanceResponseSchema,
        auth: 'private',
        body: form,
      });
    },
  );
}
