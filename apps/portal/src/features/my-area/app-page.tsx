import { appLayersResponseSchema } from '@acervo/contract';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { myAreaMessages as m } from './my-area-messages.ts';

/** `/meupergamum/app`: the institution's mobile app, when it has one (spec §2). */
export function AppPage() {
  const intl = useIntl();
  const client = useApiClient();
  const { data } = useSWR('/api/parametros/app-layers', (path) =>
    client.request(path, { schema: appLayersResponseSchema, auth: 'public' }),
  );
  const heading = data?.nome ?? intl.formatMessage(m.appHeading);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      {data && !data.ativo ? <p>{intl.formatMessage(m.appNone)}</p> : null}
      {data?.ativo ? (
        <ul>
          {data.android ? (
            <li>
              <a href={data.android}>{intl.formatMessage(m.android)}</a>
            </li>
          ) : null}
          {data.ios ? (
            <li>
              <a href={data.ios}>{intl.formatMessage(m.ios)}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
