import { accessBlockedStatus } from '@acervo/contract';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import type { PatronCaller } from '../auth/auth-plugin.ts';
import { findLoginsByIdentifier } from '../auth/login-repository.ts';
import { revokeFamily } from '../auth/token-repository.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import { shortName } from './masking.ts';
import type { PeopleDeps } from './people-deps.ts';
import { listPersonLogins, patronCategoryNames } from './people-repository.ts';

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Which login a session runs under: the person's logins, moving the session to another of them,
 * ending it to sign in as another user, and the duplicate-person check before signing in.
 */
export function createSessionService({ db, auth }: Pick<PeopleDeps, 'db' | 'auth'>) {
  return {
    /** The person's active logins, the current one marked. */
    async logins(me: PatronCaller, locale: ApiLocale) {
      const logins = await listPersonLogins(db, me.codPessoa, locale);
      return {
        logins: logins
          .filter((login) => login.ativo)
          .map((login) => ({
            codigo: login.cod_login,
            nome: `${login.usuario} - ${login.categoria}`,
            usuario: login.usuario,
            categoria: login.categoria,
            atual: login.cod_login === me.codLogin,
          })),
      };
    },

    /**
     * Ends this session and opens one under another active login of the same person; a blocked
     * login is refused as at sign-in.
     */
    async swapLogin(me: PatronCaller, codLogin: number, locale: ApiLocale) {
      const logins = await listPersonLogins(db, me.codPessoa, locale);
      // Only the caller's own person's logins: anyone else's code is simply not found.
      const target = ownOr404(
        logins.find((login) => login.cod_login === codLogin && login.ativo),
        'RecursoNaoEncontrado',
      );
      if (target.bloqueado) {
        throw new HttpError(accessBlockedStatus, 'ACESSO_BLOQUEADO', { code: 'ACESSO_BLOQUEADO' });
      }
      await revokeFamily(db, me.sessao);
      return auth.openSession(target.cod_login, locale);
    },

    /**
     * Ends this session so another user can sign in, and names that user. The user must exist and
     * be active, and must not be the one signed in: swapping to oneself would only log out.
     */
    async swapUser(me: PatronCaller, usuario: string) {
      const target = await auth.resolveLogin(usuario);
      if (!target || !target.ativo) throw new HttpError(404, 'UsuarioNaoEncontrado');
      if (target.cod_login === me.codLogin) {
        throw new HttpError(422, 'MesmoUsuario', {
          code: 'MESMO_USUARIO',
          fields: { usuario: 'MesmoUsuario' },
        });
      }
      await revokeFamily(db, me.sessao);
      return {
        usuario: target.usuario,
        nome: shortName(target.nome_pessoa),
        sessao_encerrada: true as const,
      };
    },

    /** The people sharing an identifier, when the institution asks to check and there are several. */
    async duplicates(usuario: string, locale: ApiLocale) {
      const institution = await readInstitutionSettings(db);
      if (!institution.verificarDuplicados) return { resultado: false, pessoas: [] };
      const matches = await findLoginsByIdentifier(db, usuario);
      // One match or none: nothing to choose, and nothing said about who holds the identifier.
      if (matches.length < 2) return { resultado: false, pessoas: [] };
      const categoryName = await patronCategoryNames(db, locale);
      return {
        resultado: true,
        pessoas: matches.map((login) => ({
          codigo: login.usuario,
          nome: `${login.nome_pessoa} - ${categoryName.get(login.cod_categoria) ?? ''}`,
        })),
      };
    },
  };
}
