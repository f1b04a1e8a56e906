import type { ContentProviderLink } from '@acervo/contract';
import { Button } from '@acervo/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { LoginRequiredError } from '../../lib/api/api-client.ts';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { partnersApi } from './partners-api.ts';
import { partnersMessages as m } from './partners-messages.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; link: ContentProviderLink }
  | { kind: 'login' }
  | { kind: 'failed'; message: string };

/**
 * A provider page (spec §2), opened in a tab of its own: it asks the server for the patron's
 * signed link, then hands the tab over to the provider, keeping the link on the page should the
 * hand-over not happen.
 */
export function ProviderLinkPage({ code, heading }: { code: string; heading: string }) {
  const intl = useIntl();
  const client = useApiClient();
  const [state, setState] = useState<State>({ kind: 'loading' });

  // Each attempt (the first, then every retry) asks the server once.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const link = await partnersApi.providerLink(client, code);
        if (!current) return;
        setState({ kind: 'ready', link });
        window.location.assign(link.url);
      } catch (error) {
        if (!current) return;
        if (error instanceof LoginRequiredError) return setState({ kind: 'login' });
        const described = describeApiError(error, intl);
        setState({ kind: 'failed', message: described?.message ?? intl.formatMessage(m.failed) });
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt, client, code, intl]);

  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p>{intl.formatMessage(m.explanation)}</p>
      {state.kind === 'loading' ? (
        <p role="status">{intl.formatMessage(m.waiting)}</p>
      ) : state.kind === 'ready' ? (
        <div role="status">
          <p>{intl.formatMessage(m.opening, { provider: state.link.nome })}</p>
          <p>
            <a href={state.link.url}>{intl.formatMessage(m.open, { provider: state.link.nome })}</a>
          </p>
        </div>
      ) : state.kind === 'login' ? (
        <div role="alert">
          <p>{intl.formatMessage(m.loginRequired)}</p>
          <p>
            <Link to={`/login?redirect=${encodeURIComponent(`/${code}`)}`}>
              {intl.formatMessage(m.logIn)}
            </Link>
          </p>
        </div>
      ) : (
        <div role="alert">
          <p>{state.message}</p>
          <Button
            onPress={() => {
              setState({ kind: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
    </>
  );
}
