import {
  duplicatesResponseSchema,
  loginSwapResponseSchema,
  personLoginsResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('People: logins, swapping login or user, duplicate persons', () => {
  const context = useTestApp();
  const refresh = (token: string) =>
    context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: token },
    });

  describe('GET /api/pessoas/login and PUT /api/pessoas/troca-login', () => {
    it('lists the person’s logins and moves the session to another one', async () => {
      const session = await login(context.app, demoLogins.helenaAluna);
      expect(session.user.quantidade_logins).toBe(2);
      const list = personLoginsResponseSchema.parse(
        (
          await context.app.inject({ url: '/api/pessoas/login', headers: bearer(session.access_token) })
        ).json(),
      );
      expect(list.logins).toEqual([
        expect.objectContaining({ usuario: '2019050', nome: '2019050 - Aluno de graduação', atual: true }),
        expect.objectContaining({
          usuario: 'helena.costa',
          nome: 'helena.costa - Funcionário',
          atual: false,
        }),
      ]);
      const staff = list.logins[1]!;
      const swap = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/troca-login',
        headers: bearer(session.access_token),
        payload: { codigo: staff.codigo, base: 'M' },
      });
      expect(swap.statusCode).toBe(200);
      const swapped = loginSwapResponseSchema.parse(swap.json());
      expect(swapped).toMatchObject({ base: 'M', user: { login: 'helena.costa', categoria: { codigo: 3 } } });
      // The old session is over; the new one works.
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      const me = await context.app.inject({ url: '/api/pessoas', headers: bearer(swapped.access_token) });
      expect(me.json().user.login).toBe('helena.costa');
    });

    it('refuses another person’s login with 404, and anonymous callers with 401', async () => {
      const session = await login(context.app, demoLogins.ana);
      const [other] = await context.db.query<{ cod_login: number }>(
        `select cod_login from login where usuario = 'bruno.lima'`,
      );
      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/troca-login',
        headers: bearer(session.access_token),
        payload: { codigo: other!.cod_login },
      });
      expect(response.statusCode).toBe(404);
      expect((await context.app.inject({ url: '/api/pessoas/login' })).statusCode).toBe(401);
      const anonymous = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/troca-login',
        payload: { codigo: 1 },
      });
      expect(anonymous.statusCode).toBe(401);
      const bad = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/troca-login',
        headers: bearer(session.access_token),
        payload: { codigo: 'abc' },
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('POST /api/pessoas/meu-pergamum/troca-usuario', () => {
    it('ends the session and names the next login', async () => {
      const session = await login(context.app, demoLogins.carla);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/pessoas/meu-pergamum/troca-usuario',
        headers: bearer(session.access_token),
        payload: { usuario: ' 2024001 ' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ usuario: '2024001', nome: 'Ana B. S.', sessao_encerrada: true });
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    });

    it('answers 422 for an empty or the same user, 404 for an unknown one, 401 when anonymous', async () => {
      const session = await login(context.app, demoLogins.carla);
      const post = (payload: object, token?: string) =>
        context.app.inject({
          method: 'POST',
          url: '/api/pessoas/meu-pergamum/troca-usuario',
          headers: token ? bearer(token) : {},
          payload,
        });
      const empty = await post({ usuario: '  ' }, session.access_token);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().fields).toEqual({ usuario: 'O campo acima é obrigatório.' });
      expect((await post({ usuario: 'carla.ribeiro' }, session.access_token)).statusCode).toBe(422);
      expect((await post({ usuario: 'ninguem' }, session.access_token)).statusCode).toBe(404);
      expect((await post({ usuario: '2024001' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/pessoas/duplicadas', () => {
    const check = (usuario: string) =>
      context.app.inject({ url: `/api/pessoas/duplicadas?usuario=${encodeURIComponent(usuario)}` });

    it('lists the logins a shared tax number stands for, so the patron picks one', async () => {
      const response = duplicatesResponseSchema.parse((await check('89123456728')).json());
      expect(response).toEqual({
        resultado: true,
        pessoas: [
          { codigo: '2022300', nome: 'José Pereira Santos - Aluno de graduação' },
          { codigo: 'jose.santos', nome: 'José Pereira Santos - Funcionário' },
        ],
      });
      // The chosen login then logs in as usual.
      await login(context.app, demoLogins.joseServidor);
    });

    it('says nothing when there is a single match or none', async () => {
      expect((await check('2024001')).json()).toEqual({ resultado: false, pessoas: [] });
      expect((await check('12345678062')).json()).toEqual({ resultado: false, pessoas: [] });
      expect((await check('nobody')).json()).toEqual({ resultado: false, pessoas: [] });
    });

    it('is off when the institution turns the check off, and 422 without usuario', async () => {
      await context.db.query(
        `update instituicao set parametros = jsonb_set(parametros, '{login,verificar_duplicados}', 'false')`,
      );
      expect((await check('89123456728')).json()).toEqual({ resultado: false, pessoas: [] });
      await context.db.query(
        `update instituicao set parametros = jsonb_set(parametros, '{login,verificar_duplicados}', 'true')`,
      );
      const missing = await context.app.inject({ url: '/api/pessoas/duplicadas' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toEqual({ usuario: 'O campo acima é obrigatório.' });
    });

    it('defaults from the company code when the institution does not say (571 on)', async () => {
      await context.db.query(`update instituicao set cod_empresa = 571, parametros = parametros - 'login'`);
      try {
        expect((await check('89123456728')).json().resultado).toBe(true);
        const institution = (await context.app.inject({ url: '/api/parametros/instituicao' })).json();
        expect(institution.parametros).toMatchObject({
          verificar_duplicados: true,
          perguntar_categoria: 'desligado',
        });
        await context.db.query(`update instituicao set cod_empresa = 87`);
        expect((await check('89123456728')).json().resultado).toBe(false);
        const company87 = (await context.app.inject({ url: '/api/parametros/instituicao' })).json();
        expect(company87.parametros.perguntar_categoria).toBe('obrigatorio');
        expect(company87.categorias_login).toContainEqual({
          codigo: '01',
          descricao: '01 - Aluno de graduação',
        });
      } finally {
        await context.db.query(
          `update instituicao set cod_empresa = 1,
             parametros = parametros || '{"login": {"perguntar_categoria": "opcional", "verificar_duplicados": true}}'`,
        );
      }
    });
  });
});
