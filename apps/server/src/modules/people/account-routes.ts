import {
  apiErrorSchema,
  departmentsResponseSchema,
  deviationsResponseSchema,
  loggedInEmailResponseSchema,
  messageResponseSchema,
  nameLookupResponseSchema,
  passwordChangeBodySchema,
  passwordRulesResponseSchema,
  personalDataResponseSchema,
  personalDataUpdateSchema,
  renewalEligibilityResponseSchema,
  userDataResponseSchema,
  usuarioParamsSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { findLoginById, findLoginByUsername, loadUser } from '../auth/login-repository.ts';
import { shortName } from './masking.ts';
import {
  findPersonalData,
  listDepartments,
  listDeviations,
  renewalObstacles,
  updatePersonalData,
} from './people-repository.ts';
import type { PeopleDeps } from './people-deps.ts';
import { assertPasswordAllowed, hashNewPassword, passwordRulesFor, storeNewPassword } from './passwords.ts';
import { brDate } from '../../time/library-time.ts';

const tags = ['People'];

/** The patron's own account: user data, personal data, password, deviations. */
export function accountRoutes({ db, passwords, time }: PeopleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The logged-in patron (`user.nome_pessoa`, `user.login`, …)',
          response: { 200: userDataResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const user = await loadUser(db, me.codLogin, requestLocale(request));
        if (!user) throw new HttpError(401, 'SessaoExpirada', { code: 'TOKEN_INVALIDO' });
        return { user };
      },
    );

    app.get(
      '/departamentos',
      {
        config: { auth: 'private-if-present' },
        schema: {
          tags,
          summary: 'Departments (teaching plans, personal data)',
          response: { 200: departmentsResponseSchema },
        },
      },
      async () => ({ departamentos: await listDepartments(db) }),
    );

    app.get(
      '/:usuario/nome',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'The short name (first name and initials) of the holder of a login',
          params: usuarioParamsSchema,
          response: { 200: nameLookupResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const login = await findLoginByUsername(db, request.params.usuario);
        if (!login || !login.ativo) throw new HttpError(404, 'UsuarioNaoEncontrado');
        return { nome: shortName(login.nome_pessoa) };
      },
    );

    app.get(
      '/email-pessoa-logada',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The logged-in patron’s e-mail addresses',
          response: { 200: loggedInEmailResponseSchema },
        },
      },
      async (request) => {
        const data = await findPersonalData(db, patronOf(request).codPessoa);
        return { email: data?.email ?? null };
      },
    );

    app.get(
      '/renovar',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Whether the patron may renew loans now, and what stands in the way',
          response: { 200: renewalEligibilityResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const obstacles = await renewalObstacles(db, me.codPessoa, me.codLogin, time.today());
        const motivos = [];
        if (obstacles.suspended_until) {
          motivos.push({
            codigo: 'AFASTAMENTO' as const,
            mensagem: translate(locale, 'AfastamentoAtivo', { data: brDate(obstacles.suspended_until) }),
          });
        }
        if (obstacles.debt > 0) {
          motivos.push({
            codigo: 'DEBITO' as const,
            mensagem: translate(locale, 'DebitoPendente', {
              valor: obstacles.debt.toFixed(2).replace('.', ','),
            }),
          });
        }
        if (obstacles.locked) {
          motivos.push({ codigo: 'LOGIN_BLOQUEADO' as const, mensagem: translate(locale, 'LoginBloqueado') });
        }
        return { pode_renovar: motivos.length === 0, motivos };
      },
    );

    app.get(
      '/afastamentos',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s deviations (suspensions), newest first',
          response: { 200: deviationsResponseSchema },
        },
      },
      async (request) => {
        const rows = await listDeviations(db, patronOf(request).codPessoa, time.today());
        return {
          afastamentos: rows.map((row) => ({
            codigo: row.codigo,
            biblioteca:
              row.cod_biblioteca === null
                ? null
                : { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca ?? '' },
            data_inicio: row.data_inicio,
            data_fim: row.data_fim,
            motivo: row.motivo,
            ativo: row.ativo,
          })),
        };
      },
    );

    app.get(
      '/meu-pergamum/dados-pessoais',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The patron’s personal data',
          response: { 200: personalDataResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const dados = await findPersonalData(db, patronOf(request).codPessoa);
        if (!dados) throw notFound();
        return { dados };
      },
    );

    app.put(
      '/meu-pergamum/dados-pessoais',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Update the patron’s personal data (validated: CPF digits only, e-mail, phone clean-up)',
          body: personalDataUpdateSchema,
          response: {
            200: personalDataResponseSchema.extend({ message: messageResponseSchema.shape.message }),
            422: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const birth = request.body.data_nascimento;
        if (birth && birth > time.today()) {
          throw new HttpError(422, 'DadosInvalidos', {
            code: 'VALIDACAO',
            fields: { data_nascimento: 'DataFutura' },
          });
        }
        await updatePersonalData(db, me.codPessoa, request.body);
        const dados = await findPersonalData(db, me.codPessoa);
        if (!dados) throw notFound();
        return { dados, message: translate(requestLocale(request), 'DadosAtualizados') };
      },
    );

    app.get(
      '/meu-pergamum/senha/regras',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The rules a new password must meet (the change-password checklist; ADR 110)',
          response: { 200: passwordRulesResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const login = await findLoginById(db, me.codLogin);
        if (!login) throw new HttpError(401, 'SessaoExpirada', { code: 'TOKEN_INVALIDO' });
        return { regras: await passwordRulesFor(db, login.cod_login), nome: login.nome_pessoa };
      },
    );

    app.put(
      '/meu-pergamum/senha',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Change the password (every rule of spec §5 is checked, including the last N passwords)',
          body: passwordChangeBodySchema,
          response: { 200: messageResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const login = await findLoginById(db, me.codLogin);
        if (!login) throw new HttpError(401, 'SessaoExpirada', { code: 'TOKEN_INVALIDO' });
        if (!(await passwords.verify(request.body.senhaAtual, login.senha_hash))) {
          throw new HttpError(422, 'SenhaAtualIncorreta', {
            code: 'SENHA_ATUAL_INCORRETA',
            fields: { senhaAtual: 'SenhaAtualIncorreta' },
          });
        }
        await assertPasswordAllowed(
          db,
          passwords,
          { codLogin: login.cod_login, name: login.nome_pessoa, currentHash: login.senha_hash },
          request.body.senhaNova,
          'senhaNova',
        );
        const hash = await hashNewPassword(passwords, request.body.senhaNova);
        // Other sessions of this login end; this one goes on.
        await db.transaction((tx) => storeNewPassword(tx, login.cod_login, hash, me.sessao));
        return { message: translate(requestLocale(request), 'SenhaAlterada') };
      },
    );
  };
}
