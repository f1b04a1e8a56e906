import { type LoginDestination, type LoginResponse, portalPathSchema } from '@acervo/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';

/**
 * Where `?redirect=` may send the patron: a path inside the portal, or the name of a content
 * provider whose base-access link opens in a new tab after login (spec §2; ADR 043).
 */
export type LoginTarget =
  { kind: 'path'; path: string } | { kind: 'provider'; base: string } | { kind: 'default' };

export function parseRedirect(value: string | null): LoginTarget {
  if (!value) return { kind: 'default' };
  if (portalPathSchema.safeParse(value).success) return { kind: 'path', path: value };
  if (/^[A-Za-z0-9_.-]{1,100}$/.test(value)) return { kind: 'provider', base: value };
  return { kind: 'default' };
}

/** The path for the provider flow's `redirect` (OIDC round trip) and for the default target. */
export function targetPath(target: LoginTarget, destination: LoginDestination | null): string {
  if (target.kind === 'path') return target.path;
  return destination === 'M' ? '/meupergamum' : '/';
}

/** After a successful login: start the session, then go where the patron was going. */
export function useFinishLogin(target: LoginTarget) {
  const client = useApiClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const intl = useIntl();

  const go = useCallback(
    async (destination: LoginDestination | null) => {
      if (target.kind === 'provider') {
        try {
          const { url } = await authApi.providerLink(client, target.base);
          window.open(url, '_blank', 'noopener');
          notify('info', intl.formatMessage(m.providerOpened));
        } catch (error) {
          const described = describeApiError(error, intl);
          if (described) notify(described.tone, described.message);
        }
      }
      await navigate(targetPath(target, destination), { replace: true });
    },
    [client, intl, navigate, notify, target],
  );

  const start = useCallback(
    async (response: LoginResponse, remember: boolean, extra: { oidcNonce?: string } = {}) => {
      await client.startSession(response, remember, extra);
      return response.user.quantidade_logins > 1 ? ('select' as const) : ('done' as const);
    },
    [client],
  );

  return { start, go };
}
