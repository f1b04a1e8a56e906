import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Why a login at an identity provider (OIDC or SAML) failed, kept in the browser session for the
 * login page, which shows it once (spec §8: "OIDC errors stored in session are displayed").
 */
const errorKey = 'acervo.erroLoginExterno';

export function storeExternalLoginError(message: string): void {
  sessionStorage.setItem(errorKey, message);
}

export function peekExternalLoginError(): string | null {
  return sessionStorage.getItem(errorKey);
}

export function clearExternalLoginError(): void {
  sessionStorage.removeItem(errorKey);
}

/**
 * For the provider response pages: keep the reason and go back to the login page, still headed
 * where the patron was going, so they can read why and try again.
 */
export function useBackToLoginWithError() {
  const navigate = useNavigate();
  return useCallback(
    (message: string, redirect: string | null) => {
      storeExternalLoginError(message);
      const query = redirect && redirect !== '/' ? `?${new URLSearchParams({ redirect })}` : '';
      void navigate(`/login${query}`, { replace: true });
    },
    [navigate],
  );
}
