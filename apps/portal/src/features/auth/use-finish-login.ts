import { isPortalPath, type LoginDestination, type LoginResponse } from '@acervo/contract';
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
  if (isPortalPath(value)) return { kind: 'path', path: value };
  if (/^[A-Za-z0-9_.-]{1,100}$/.test(value)) return { kind: 'provider', base: value };
  return { kind: 'default' };
}

/** The path for the provider flow's `redirect` (OIDC round trip) and for the default target. */
export function targetPath(target: LoginTarget, destination: LoginDestination | null): string {
  if (target.kind === 'path') return target.path;
  return destination === 'M' ? '/meupergamum' : '/';
}

/** A provider link the browser would not open in a new tab, offered on /pearson to click instead. */
export type BlockedProviderLink = { url: string; path: string };

/**
 * Opens a provider's link in a new tab, cut off from this one; false when the browser blocked it
 * (`noopener` would hide that: window.open then answers null either way).
 */
function openInNewTab(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/** After a successful login: start the session, then go where the patron was going. */
export function useFinishLogin(target: LoginTarget) {
  const client = useApiClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const intl = useIntl();

  const go = useCallback(
    async (destination: LoginDestination | null) => {
      const path = targetPath(target, destination);
      if (target.kind === 'provider') {
        try {
          const { url } = await authApi.providerLink(client, target.base);
          if (!openInNewTab(url)) {
            // The restricted-access page (its own route chunk) offers it; the login stays small.
            const blockedLink: BlockedProviderLink = { url, path };
            await navigate('/pearson', { replace: true, state: { blockedLink } });
            return;
          }
          notify('info', intl.formatMessage(m.providerOpened));
        } catch (error) {
          const described = describeApiError(error, intl);
          if (described) notify(described.tone, described.message);
        }
      }
      await navigate(path, { replace: true });
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
