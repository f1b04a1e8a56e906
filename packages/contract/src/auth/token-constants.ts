/** The portal's fixed OAuth client (spec §9); real Pergamum clients send it as the string "4". */
export const oauthClientId = 4;

export const grantTypes = ['password', 'client_credentials', 'refresh_token', 'redirect_token'] as const;
export type GrantType = (typeof grantTypes)[number];

/** Error codes of the token endpoint (the `code` of the error shape). */
export const authErrorCodes = {
  invalidRequest: 'invalid_request',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  unsupportedGrantType: 'unsupported_grant_type',
  tooManyAttempts: 'MUITAS_TENTATIVAS',
  /** Spec §8: the account is locked after too many failures; the portal offers password recovery. */
  accessBlocked: 'ACESSO_BLOQUEADO',
  recaptcha: 'RECAPTCHA',
  tokenExpired: 'TOKEN_EXPIRADO',
  tokenInvalid: 'TOKEN_INVALIDO',
  privateTokenRequired: 'TOKEN_PRIVADO_NECESSARIO',
} as const;

/** Status of a locked account (spec §8). */
export const accessBlockedStatus = 430;

export const tokenPath = '/oauth/token';
export const apiTokenPath = '/api/oauth/token';
