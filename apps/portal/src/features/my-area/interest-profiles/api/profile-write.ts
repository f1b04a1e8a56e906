import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { profileTitlesPath } from './profile-titles.ts';

/**
 * A write to one kind of profile item (add, change, delete), keyed per patron by `key`. Any of them
 * can change what matches, so the kind's list (`listPath`) and the matching titles are fetched
 * again after it.
 */
export function useProfileWrite<Arg, Answer>(
  key: string,
  listPath: string,
  send: (client: ApiClient, arg: Arg) => Promise<Answer>,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), key),
    (_key, { arg }: { arg: Arg }) => send(client, arg),
    {
      onSuccess: () => {
        void mutate(isPatronKeyFor(listPath));
        void mutate(isPatronKeyFor(profileTitlesPath));
      },
    },
  );
}
