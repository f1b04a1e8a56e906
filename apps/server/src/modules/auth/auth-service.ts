import {
  accessBlockedStatus,
  authErrorCodes,
  type LoginResponse,
  oauthClientId,
  type PublicTokenResponse,
  type TokenRequest,
} from '@acervo/contract';
import type { AuthSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { LoginGuard } from './login-guard.ts';
import {
  findLoginById,
  findLoginByUsername,
  findLoginsByIdentifier,
  type LoginRecord,
  loadPermissions,
  loadUser,
  markLoginSucceeded,
} from './login-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { type RecaptchaVerifier, recaptchaRequired } from './recaptcha.ts';
import { issueRefreshToken, spendRefreshToken } from './refresh-tokens.ts';
import { revokeFamily } from './token-repository.ts';
import { spendRedirectToken } from './redirect-tokens.ts';

type AuthDeps = {
  db: Database;
  settings: AuthSettings;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  guard: LoginGuard;
  recaptcha: RecaptchaVerifier | null;
};

type CallContext = { ip: string; locale: ApiLocale };

const sessionExpired = () => new HttpError(401, 'SessaoExpirada', { code: authErrorCodes.invalidGrant });

/** The OAuth grants of `POST /oauth/token` and the sessions they open (ADR 030). */
export function createAuthService(deps: AuthDeps) {
  const { db, settings, passwords, accessTokens, guard } = deps;

  /** Tokens, user and permissions for a login: a new session, or the next step of one. */
  async function openSession(codLogin: number, locale: ApiLocale, family?: string): Promise<LoginResponse> {
    const login = await findLoginById(db, codLogin);
    if (!login || !login.ativo) throw sessionExpired();
    const refresh = await issueRefreshToken(db, codLogin, settings.refreshTokenTtl, family);
    const access = await accessTokens.sign({
      kind: 'patron',
      codPessoa: login.cod_pessoa,
      codLogin,
      usuario: login.usuario,
      sessao: refresh.family,
    });
    const [user, authPermissions] = await Promise.all([
      loadUser(db, codLogin, locale),
      loadPermissions(db, codLogin, locale),
    ]);
    if (!user) throw sessionExpired();
    return {
      access_token: access.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      scope: '',
      refresh_token: refresh.token,
      refresh_expires_in: settings.refreshTokenTtl,
      user,
      authPermissions,
      bloqueio: false,
    };
  }

  /** The login a typed username stands for: the username itself, else a unique CPF or e-mail match. */
  async function resolveLogin(username: string): Promise<LoginRecord | null> {
    const direct = await findLoginByUsername(db, username);
    if (direct) return direct;
    const matches = await findLoginsByIdentifier(db, username);
    return matches.length === 1 ? matches[0]! : null;
  }

  async function passwordGrant(request: TokenRequest, { ip, locale }: CallContext): Promise<LoginResponse> {
    const username = request.username?.trim() ?? '';
    const password = request.password ?? '';
    const institution = await readInstitutionSettings(db);
    const missing: Record<string, 'credential_missing' | 'CampoObrigatorio'> = {};
    if (!username) missing.username = 'credential_missing';
    if (!password) missing.password = 'credential_missing';
    const category = request.codigo_categoria?.trim();
    if (institution.perguntarCategoria === 'obrigatorio' && !category)
      missing.codigo_categoria = 'CampoObrigatorio';
    if (Object.keys(missing).length > 0) {
      throw new HttpError(422, 'credential_missing', {
        code: authErrorCodes.invalidRequest,
        fields: missing,
      });
    }

    if (await recaptchaRequired(db, deps.recaptcha)) {
      if (!request.recaptcha_token) {
        throw new HttpError(422, 'AuthCAPTCHAError', {
          code: authErrorCodes.recaptcha,
          fields: { recaptcha_token: 'AuthCAPTCHAError' },
        });
      }
      if (!(await deps.recaptcha!.verify(request.recaptcha_token, ip))) {
        throw new HttpError(422, 'CaptchaInvalido', {
          code: authErrorCodes.recaptcha,
          fields: { recaptcha_token: 'CaptchaInvalido' },
        });
      }
    }

    const tooMany = () => new HttpError(429, 'MuitasTentativas', { code: authErrorCodes.tooManyAttempts });
    if (await guard.tooManyFromAddress(ip)) throw tooMany();

    const login = await resolveLogin(username);
    const blocked = () =>
      new HttpError(accessBlockedStatus, 'ACESSO_BLOQUEADO', { code: authErrorCodes.accessBlocked });
    // A locked login answers 430 without a password check: nothing to learn by guessing on.
    if (login?.bloqueado) {
      await guard.recordFailure(username, ip, null);
      throw blocked();
    }
    if (await guard.tooManyForUsername(username)) throw tooMany();

    const wrong = () =>
      new HttpError(401, 'CredenciaisIncorretas', {
        code: authErrorCodes.invalidGrant,
        values: { label: institution.denominacaoLogin },
      });
    if (!login || !login.ativo) {
      await passwords.burn(password);
      await guard.recordFailure(username, ip, null);
      throw wrong();
    }
    const passwordOk = await passwords.verify(password, login.senha_hash);
    // The category question (company 87) is part of the credentials: a wrong code is a wrong login.
    const categoryOk = !category || category.toLowerCase() === login.codigo_login?.toLowerCase();
    if (!passwordOk || !categoryOk) {
      const nowLocked = await guard.recordFailure(username, ip, login.cod_login);
      if (nowLocked) throw blocked();
      throw wrong();
    }
    await guard.recordSuccess(username, ip);
    const rehash = passwords.needsRehash(login.senha_hash) ? await passwords.hash(password) : null;
    await markLoginSucceeded(db, login.cod_login, rehash);
    return openSession(login.cod_login, locale);
  }

  async function clientCredentials(): Promise<PublicTokenResponse> {
    const access = await accessTokens.sign({ kind: 'public' });
    return { access_token: access.token, token_type: 'Bearer', expires_in: access.expiresIn, scope: '' };
  }

  async function refreshGrant(request: TokenRequest, { locale }: CallContext): Promise<LoginResponse> {
    if (!request.refresh_token) {
      throw new HttpError(422, 'CampoObrigatorio', {
        code: authErrorCodes.invalidRequest,
        fields: { refresh_token: 'CampoObrigatorio' },
      });
    }
    const rotation = await spendRefreshToken(db, request.refresh_token);
    if (rotation.outcome !== 'rotated') throw sessionExpired();
    const login = await findLoginById(db, rotation.codLogin);
    if (!login || !login.ativo || login.bloqueado) {
      await revokeFamily(db, rotation.family);
      throw sessionExpired();
    }
    return openSession(rotation.codLogin, locale, rotation.family);
  }

  async function redirectGrant(request: TokenRequest, { locale }: CallContext): Promise<LoginResponse> {
    if (!request.redirect_token) {
      throw new HttpError(422, 'CampoObrigatorio', {
        code: authErrorCodes.invalidRequest,
        fields: { redirect_token: 'CampoObrigatorio' },
      });
    }
    const codLogin = await spendRedirectToken(db, request.redirect_token);
    if (codLogin === null) throw new HttpError(401, 'TokenInvalido', { code: authErrorCodes.invalidGrant });
    const login = await findLoginById(db, codLogin);
    if (!login || !login.ativo || login.bloqueado) {
      throw new HttpError(401, 'TokenInvalido', { code: authErrorCodes.invalidGrant });
    }
    return openSession(codLogin, locale);
  }

  /** Answers `POST /oauth/token` for any grant (client id 4, as a number or a string). */
  async function token(
    request: TokenRequest,
    context: CallContext,
  ): Promise<LoginResponse | PublicTokenResponse> {
    if (!request.grant_type) {
      throw new HttpError(400, 'FalhaRequisicaoLogin', { code: authErrorCodes.invalidRequest });
    }
    if (request.client_id === undefined || String(request.client_id).trim() !== String(oauthClientId)) {
      throw new HttpError(400, 'ClienteInvalido', { code: authErrorCodes.invalidClient });
    }
    switch (request.grant_type) {
      case 'password':
        return passwordGrant(request, context);
      case 'client_credentials':
        return clientCredentials();
      case 'refresh_token':
        return refreshGrant(request, context);
      case 'redirect_token':
        return redirectGrant(request, context);
      default:
        throw new HttpError(400, 'TipoConcessaoNaoSuportado', { code: authErrorCodes.unsupportedGrantType });
    }
  }

  return { token, openSession, resolveLogin };
}

export type AuthService = ReturnType<typeof createAuthService>;
