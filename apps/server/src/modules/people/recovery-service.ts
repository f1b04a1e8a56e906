import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type RecoveryStartResponse, splitEmails } from '@acervo/contract';
import type { AuthSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recoveryCodeMail } from '../../mail/templates.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import { type RecaptchaVerifier, recaptchaRequired } from '../auth/recaptcha.ts';
import { maskEmail, shortName } from './masking.ts';
import { assertPasswordAllowed, hashNewPassword, passwordRulesFor, storeNewPassword } from './passwords.ts';
import {
  codesInLastHour,
  countWrongGuess,
  currentCode,
  insertCode,
  recoveryMailContact,
  spendCode,
  spendOpenCodes,
} from './recovery-repository.ts';

/** Wrong guesses a code survives; then it is spent and a new one must be asked for. */
const maxCodeAttempts = 5;
/** Codes one login may ask for per hour (each one sends an e-mail). */
const maxCodesPerHour = 5;

const digest = (salt: string, code: string) =>
  `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  return digest(salt, code) === stored;
}

export type RecoveryDeps = {
  db: Database;
  auth: AuthService;
  passwords: PasswordHasher;
  mailer: Mailer;
  recaptcha: RecaptchaVerifier | null;
  settings: AuthSettings;
};

/** Password recovery in three steps (spec §2 "Forgot password", §7; ADR 035). */
export function createRecoveryService(deps: RecoveryDeps) {
  const { db, auth, passwords, mailer, settings } = deps;

  async function loginFor(usuario: string) {
    const login = await auth.resolveLogin(usuario);
    if (!login || !login.ativo) throw new HttpError(404, 'UsuarioNaoEncontrado');
    return login;
  }

  async function start(
    usuario: string,
    recaptchaToken: string | undefined,
    context: { ip: string; locale: ApiLocale },
  ): Promise<RecoveryStartResponse> {
    if (await recaptchaRequired(db, deps.recaptcha)) {
      if (!recaptchaToken) {
        throw new HttpError(422, 'AuthCAPTCHAError', {
          code: 'RECAPTCHA',
          fields: { recaptcha_token: 'AuthCAPTCHAError' },
        });
      }
      if (!(await deps.recaptcha!.verify(recaptchaToken, context.ip))) {
        throw new HttpError(422, 'CaptchaInvalido', {
          code: 'RECAPTCHA',
          fields: { recaptcha_token: 'CaptchaInvalido' },
        });
      }
    }
    const login = await loginFor(usuario);
    const person = await recoveryMailContact(db, login.cod_pessoa);
    const emails = splitEmails(person?.email ?? '');
    if (emails.length === 0) throw new HttpError(422, 'UsuarioSemEmail', { code: 'SEM_EMAIL' });
    if ((await codesInLastHour(db, login.cod_login)) >= maxCodesPerHour)
      throw new HttpError(429, 'MuitosCodigos', { code: 'MUITAS_TENTATIVAS' });

    const length = settings.recoveryCodeLength;
    const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
    const expiraEm = await db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await spendOpenCodes(tx, login.cod_login);
      return insertCode(
        tx,
        login.cod_login,
        digest(randomBytes(8).toString('hex'), code),
        settings.recoveryCodeTtl,
      );
    });
    await mailer.send(
      recoveryCodeMail(context.locale, {
        to: emails,
        name: login.nome_pessoa.split(/\s+/)[0] ?? login.nome_pessoa,
        institution: person?.nome ?? '',
        code,
        minutes: Math.round(settings.recoveryCodeTtl / 60),
      }),
    );
    return {
      emails: emails.map(maskEmail),
      nome: shortName(login.nome_pessoa),
      tamanho_codigo: length,
      tte: settings.recoveryCodeTtl,
      expira_em: new Date(expiraEm).toISOString(),
      regras: await passwordRulesFor(db, login.cod_login),
    };
  }

  /** Checks the login's current code; a wrong guess counts, and after too many the code is spent. */
  async function checkCode(codLogin: number, code: string): Promise<number> {
    const current = await currentCode(db, codLogin);
    const expired = () =>
      new HttpError(422, 'CodigoExpirado', { code: 'CODIGO_EXPIRADO', fields: { code: 'CodigoExpirado' } });
    if (!current || current.tentativas >= maxCodeAttempts) throw expired();
    if (!matches(current.codigo_hash, code.trim())) {
      const tentativas = await countWrongGuess(db, current.cod_recuperacao, maxCodeAttempts);
      if ((tentativas ?? maxCodeAttempts) >= maxCodeAttempts) throw expired();
      throw new HttpError(422, 'CodigoInvalido', {
        code: 'CODIGO_INVALIDO',
        fields: { code: 'CodigoInvalido' },
      });
    }
    return current.cod_recuperacao;
  }

  async function validate(usuario: string, code: string) {
    const login = await loginFor(usuario);
    await checkCode(login.cod_login, code);
    return { valido: true as const, regras: await passwordRulesFor(db, login.cod_login) };
  }

  async function finish(usuario: string, code: string, password: string) {
    const login = await loginFor(usuario);
    const codRecuperacao = await checkCode(login.cod_login, code);
    await assertPasswordAllowed(
      db,
      passwords,
      { codLogin: login.cod_login, name: login.nome_pessoa, currentHash: login.senha_hash },
      password,
      'password',
    );
    const hash = await hashNewPassword(passwords, password);
    await db.transaction(async (tx) => {
      await storeNewPassword(tx, login.cod_login, hash);
      await spendCode(tx, codRecuperacao);
    });
  }

  return { start, validate, finish };
}
