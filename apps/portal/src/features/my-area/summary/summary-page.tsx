import { userDataResponseSchema } from '@acervo/contract';
import { Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { patronKey, usePatronScope } from '../../../lib/api/patron-key.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { PageHeading } from '../../../lib/page/page-heading.tsx';
import { sessionAtom } from '../../../lib/session/session.ts';
import { myAreaMessages as m } from '../my-area-messages.ts';

/** `/meupergamum`: the account summary. */
export function Component() {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const client = useApiClient();
  const scope = usePatronScope();
  // The patron's current data (spec §7 GET /pessoas); the session's copy shows until it arrives.
  const { data } = useSWR(patronKey(scope, '/api/pessoas'), () =>
    client.request('/api/pessoas', { schema: userDataResponseSchema, auth: 'private' }),
  );
  const user = data?.user ?? session?.user;
  const heading = intl.formatMessage(m.heading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      {user ? <Text>{intl.formatMessage(m.welcome, { name: user.nome_pessoa })}</Text> : null}
    </>
  );
}
