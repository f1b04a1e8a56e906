import {
  accessBlockedStatus,
  apiErrorSchema,
  duplicatesQuerySchema,
  duplicatesResponseSchema,
  loginSwapBodySchema,
  loginSwapResponseSchema,
  personLoginsResponseSchema,
  userSwapBodySchema,
  userSwapResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { findLoginsByIdentifier } from '../auth/login-repository.ts';
import { revokeFamily } from '../auth/refresh-tokens.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import { shortName } from './masking.ts';
import { listPersonLogins, patronCategoryNames } from './people-repository.ts';
import type { PeopleDeps } from './people-deps.ts';

const tags = ['People'];

/** Which login a session runs under: the person's logins, swapping login or user, duplicates. */
export function sessionRoutes({ db, auth }: PeopleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/login',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The logins of the logged-in person (login selector)',
          response: { 200: personLoginsResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const logins = await listPersonLogins(db, me.codPessoa, requestLocale(request));
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
    );

    app.put(
      '/troca-login',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Move the session to another login of the same person; answers the new tokens',
          body: loginSwapBodySchema,
          response: { 200: loginSwapResponseSchema, 404: apiErrorSchema, 430: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const logins = await listPersonLogins(db, me.codPessoa, requestLocale(request));
        // Only the caller's own person's logins: anyone else's code is simply not found.
        const target = ownOr404(
          logins.find((login) => login.cod_login === request.body.codigo && login.ativo),
          'RecursoNaoEncontrado',
        );
        if (target.bloqueado) {
          throw new HttpError(accessBlockedStatus, 'ACESSO_BLOQUEADO', { code: 'ACESSO_BLOQUEADO' });
        }
        await revokeFamily(db, me.sessao);
        const session = await auth.openSession(target.cod_login, requestLocale(request));
        return { ...session, base: request.body.base ?? null };
      },
    );

    app.post(
      '/meu-pergamum/troca-usuario',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Swap to another user: ends this session and names the login to sign in with next',
          body: userSwapBodySchema,
          response: { 200: userSwapResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const target = await auth.resolveLogin(request.body.usuario);
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
    );

    app.get(
      '/duplicadas',
      {
        schema: {
          tags,
          summary: 'Duplicate-person check before the password step (institution setting; company 571)',
          querystring: duplicatesQuerySchema,
          response: { 200: duplicatesResponseSchema },
        },
      },
      async (request) => {
        const institution = await readInstitutionSettings(db);
        if (!institution.verificarDuplicados) return { resultado: false, pessoas: [] };
        const matches = await findLoginsByIdentifier(db, request.query.usuario);
        // One match or none: nothing to choose, and nothing said about who holds the identifier.
        if (matches.length < 2) return { resultado: false, pessoas: [] };
        const locale = requestLocale(request);
        const categoryName = await patronCategoryNames(db, locale);
        return {
          resultado: true,
          pessoas: matches.map((login) => ({
            codigo: login.usuario,
            nome: `${login.nome_pessoa} - ${categoryName.get(login.cod_categoria) ?? ''}`,
          })),
        };
      },
    );
  };
}
