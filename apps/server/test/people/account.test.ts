import {
  deviationsResponseSchema,
  passwordRulesResponseSchema,
  personalDataResponseSchema,
  renewalEligibilityResponseSchema,
  userDataResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login, publicToken } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { deskTime } from '../helpers/library-time.ts';

describe('People: the patron’s own account', () => {
  const context = useTestApp();
  const get = (url: string, token?: string, lang = '1') =>
    context.app.inject({ url, headers: { ...(token ? bearer(token) : {}), lang } });

  describe('GET /api/pessoas', () => {
    it('answers the logged-in patron in the wire shape real clients read', async () => {
      const { access_token } = await login(context.app, demoLogins.helenaServidora);
      const response = await get('/api/pessoas', access_token);
      expect(response.statusCode).toBe(200);
      const { user } = userDataResponseSchema.parse(response.json());
      expect(user).toMatchObject({
        nome_pessoa: 'Helena Martins Costa',
        login: 'helena.costa',
        email: 'helena.costa@uniacervo.example',
        categoria: { codigo: 3, descricao: 'Funcionário', codigo_login: '05' },
        quantidade_logins: 2,
      });
    });

    it('refuses anonymous callers and public tokens with 401', async () => {
      expect((await get('/api/pessoas')).statusCode).toBe(401);
      const anonymous = await get('/api/pessoas', undefined, '5');
      expect(anonymous.json()).toEqual({ message: 'Please log in to continue.', code: 'TOKEN_INVALIDO' });
      const publicCall = await get('/api/pessoas', await publicToken(context.app));
      expect(publicCall.statusCode).toBe(401);
      expect(publicCall.json().code).toBe('TOKEN_PRIVADO_NECESSARIO');
    });
  });

  it('GET /api/pessoas/departamentos lists departments for anyone', async () => {
    const response = await get('/api/pessoas/departamentos');
    expect(response.statusCode).toBe(200);
    expect(response.json().departamentos).toContainEqual({
      codigo: expect.any(Number),
      descricao: 'Departamento de Letras',
    });
    expect((await get('/api/pessoas/departamentos', 'stale-token')).statusCode).toBe(401);
  });

  describe('GET /api/pessoas/{usuario}/nome', () => {
    it('answers a short name to a caller with a token', async () => {
      const response = await get('/api/pessoas/2024001/nome', await publicToken(context.app));
      expect(response.json()).toEqual({ nome: 'Ana B. S.' });
    });

    it('answers 404 for an unknown login and 401 without a token', async () => {
      const token = await publicToken(context.app);
      const missing = await get('/api/pessoas/9999999/nome', token, '5');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found. Sign in with the same credentials as registered.');
      expect((await get('/api/pessoas/2024001/nome')).statusCode).toBe(401);
    });
  });

  it('GET /api/pessoas/email-pessoa-logada answers the caller’s own address only', async () => {
    const ana = await login(context.app, demoLogins.ana);
    expect((await get('/api/pessoas/email-pessoa-logada', ana.access_token)).json()).toEqual({
      email: 'ana.souza@aluno.uniacervo.example',
    });
    const gabriela = await login(context.app, demoLogins.gabriela);
    expect((await get('/api/pessoas/email-pessoa-logada', gabriela.access_token)).json()).toEqual({
      email: null,
    });
    expect((await get('/api/pessoas/email-pessoa-logada')).statusCode).toBe(401);
  });

  describe('deviations and renewal eligibility', () => {
    it('lists the caller’s deviations and says why renewing is blocked, never another patron’s', async () => {
      const [gabriela] = await context.db.query<{ cod_pessoa: number }>(
        `select cod_pessoa from login where usuario = 'gabriela.moreira'`,
      );
      await context.db.query(
        `insert into afastamento (cod_pessoa, cod_biblioteca, data_inicio, data_fim, motivo)
         values ($1, 1, $2::date - 2, $2::date + 5, 'Devolução com atraso'),
                ($1, null, $2::date - 60, $2::date - 30, 'Atraso anterior')`,
        [gabriela!.cod_pessoa, deskTime.today()],
      );
      await context.db.query(
        `insert into multa (cod_pessoa, cod_biblioteca, valor, desconto, valor_pago, motivo)
         values ($1, 1, 12.50, 2.00, 3.00, 'Atraso')`,
        [gabriela!.cod_pessoa],
      );
      const session = await login(context.app, demoLogins.gabriela);
      const deviations = deviationsResponseSchema.parse(
        (await get('/api/pessoas/afastamentos', session.access_token)).json(),
      );
      expect(deviations.afastamentos).toHaveLength(2);
      expect(deviations.afastamentos[0]).toMatchObject({
        motivo: 'Devolução com atraso',
        ativo: true,
        biblioteca: { codigo: 1, descricao: 'Biblioteca Central' },
      });
      expect(deviations.afastamentos[1]).toMatchObject({ ativo: false, biblioteca: null });

      const renewal = renewalEligibilityResponseSchema.parse(
        (await get('/api/pessoas/renovar', session.access_token, '5')).json(),
      );
      expect(renewal.pode_renovar).toBe(false);
      expect(renewal.motivos.map((reason) => reason.codigo)).toEqual(['AFASTAMENTO', 'DEBITO']);
      expect(renewal.motivos[1]!.mensagem).toBe('You have pending debts of R$ 7,50.');

      // Another patron sees only their own (empty) record.
      const bruno = await login(context.app, demoLogins.bruno);
      expect((await get('/api/pessoas/afastamentos', bruno.access_token)).json()).toEqual({
        afastamentos: [],
      });
      expect((await get('/api/pessoas/renovar', bruno.access_token)).json()).toEqual({
        pode_renovar: true,
        motivos: [],
      });
      expect((await get('/api/pessoas/afastamentos')).statusCode).toBe(401);

      // The demo's suspended patron, as seeded.
      const elena = await login(context.app, demoLogins.elena);
      const hers = (await get('/api/pessoas/afastamentos', elena.access_token)).json();
      expect(hers.afastamentos).toEqual([
        expect.objectContaining({ motivo: 'Devolução com 10 dias de atraso', ativo: true }),
      ]);
      expect((await get('/api/pessoas/renovar', elena.access_token)).json().pode_renovar).toBe(false);
      expect((await get('/api/pessoas/renovar')).statusCode).toBe(401);
    });
  });

  describe('personal data', () => {
    it('reads and updates the caller’s data, cleaning the phone and normalising e-mails', async () => {
      const session = await login(context.app, demoLogins.bruno);
      const before = personalDataResponseSchema.parse(
        (await get('/api/pessoas/meu-pergamum/dados-pessoais', session.access_token)).json(),
      );
      expect(before.dados).toMatchObject({
        nome_pessoa: 'Bruno Carvalho Lima',
        cpf: '23456789173',
        receber_email: true,
      });

      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/dados-pessoais',
        headers: bearer(session.access_token),
        payload: {
          telefone: '+55 (61) 98888-7777 whatsapp',
          email: 'Bruno.Lima@pos.uniacervo.example; bruno@mail.example',
          cep: '70910-900',
          cidade: 'Brasília',
          data_nascimento: '1994-03-02',
          receber_email: false,
          complemento: '',
          nome_pessoa: 'Someone Else',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Dados atualizados com sucesso.');
      expect(response.json().dados).toMatchObject({
        nome_pessoa: 'Bruno Carvalho Lima',
        telefone: '55 (61) 98888-77',
        email: 'bruno.lima@pos.uniacervo.example;bruno@mail.example',
        cep: '70910-900',
        data_nascimento: '1994-03-02',
        receber_email: false,
        complemento: null,
      });
      // Ana's record is untouched.
      const ana = await login(context.app, demoLogins.ana);
      const anaData = (await get('/api/pessoas/meu-pergamum/dados-pessoais', ana.access_token)).json();
      expect(anaData.dados.email).toBe('ana.souza@aluno.uniacervo.example');
    });

    it('refuses bad data with 422 and per-field messages', async () => {
      const session = await login(context.app, demoLogins.bruno);
      const put = (payload: object) =>
        context.app.inject({
          method: 'PUT',
          url: '/api/pessoas/meu-pergamum/dados-pessoais',
          headers: { ...bearer(session.access_token), lang: '1' },
          payload,
        });
      const cpf = await put({ cpf: '23456789174' });
      expect(cpf.statusCode).toBe(422);
      expect(cpf.json().fields).toEqual({ cpf: 'CPF inválido.' });
      expect((await put({ telefone: 'no digits' })).json().fields).toEqual({
        telefone: 'Informe um telefone válido.',
      });
      expect((await put({ data_nascimento: '2999-01-01' })).json().fields).toEqual({
        data_nascimento: 'A data não pode estar no futuro.',
      });
      expect((await put({ data_nascimento: '31/12/1990' })).json().fields).toEqual({
        data_nascimento: 'Informe uma data válida (AAAA-MM-DD).',
      });
      expect((await put({ email: 'a@b.c;;x' })).json().fields).toEqual({
        email: 'Preencha um e-mail válido!',
      });
    });

    it('refuses anonymous callers', async () => {
      expect((await get('/api/pessoas/meu-pergamum/dados-pessoais')).statusCode).toBe(401);
      const put = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/dados-pessoais',
        payload: { cidade: 'X' },
      });
      expect(put.statusCode).toBe(401);
    });
  });

  describe('GET /api/pessoas/meu-pergamum/senha/regras', () => {
    it('answers the rules a new password must meet and the name diff_name compares with', async () => {
      const session = await login(context.app, demoLogins.daniel);
      const response = await get('/api/pessoas/meu-pergamum/senha/regras', session.access_token);
      expect(response.statusCode).toBe(200);
      const answer = passwordRulesResponseSchema.parse(response.json());
      expect(answer.nome).toBe('Daniel Rocha Alves');
      expect(answer.regras.length).toEqual({ min: 8, max: 64 });
      expect((await get('/api/pessoas/meu-pergamum/senha/regras')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/pessoas/meu-pergamum/senha', () => {
    const change = (token: string, senhaAtual: string, senhaNova: string, lang = '1') =>
      context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/senha',
        headers: { ...bearer(token), lang },
        payload: { senhaAtual, senhaNova },
      });

    it('enforces every rule on the server, including the last N passwords', async () => {
      const session = await login(context.app, demoLogins.daniel);
      const wrongCurrent = await change(session.access_token, 'nope', 'Novo#Senha2025');
      expect(wrongCurrent.statusCode).toBe(422);
      expect(wrongCurrent.json().fields).toEqual({ senhaAtual: 'A senha atual está incorreta.' });

      const short = await change(session.access_token, 'Prof$Acervo1', 'Ab#1', '5');
      expect(short.json()).toEqual({
        message: 'The password does not meet the criteria.',
        code: 'SENHA_CRITERIOS',
        fields: { senhaNova: 'The password must have between 8 and 64 characters.' },
      });
      expect((await change(session.access_token, 'Prof$Acervo1', 'Daniel#2025x')).json().fields).toEqual({
        senhaNova: 'A senha não pode conter partes do seu nome.',
      });
      expect((await change(session.access_token, 'Prof$Acervo1', 'Prof$Acervo1')).json().fields).toEqual({
        senhaNova: 'A senha deve ser diferente das últimas 3 senhas.',
      });

      const ok = await change(session.access_token, 'Prof$Acervo1', '  Novo#Senha2025 ');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso.' });
      // The new password is stored trimmed; the old one no longer works.
      await login(context.app, { username: 'daniel.alves', password: 'Novo#Senha2025' });
      const old = await context.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', client_id: '4', ...demoLogins.daniel },
      });
      expect(old.statusCode).toBe(401);
      // Going back to a recent password is refused.
      const back = await change(session.access_token, 'Novo#Senha2025', 'Prof$Acervo1');
      expect(back.json().fields.senhaNova).toBe('A senha deve ser diferente das últimas 3 senhas.');
    });

    it('applies the PIN rules to registration-number logins', async () => {
      const session = await login(context.app, demoLogins.joseAluno);
      expect((await change(session.access_token, '2468', 'ab12')).json().fields).toEqual({
        senhaNova: 'A senha deve conter somente números.',
      });
      expect((await change(session.access_token, '2468', '97531')).statusCode).toBe(200);
    });

    it('ends the login’s other sessions but keeps this one', async () => {
      const other = await login(context.app, demoLogins.igor);
      const session = await login(context.app, demoLogins.igor);
      expect((await change(session.access_token, 'Mestrado@2024', 'Outra#Senha99')).statusCode).toBe(200);
      const refresh = (token: string) =>
        context.app.inject({
          method: 'POST',
          url: '/oauth/token',
          payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: token },
        });
      expect((await refresh(other.refresh_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    });

    it('refuses anonymous callers and bad bodies', async () => {
      const anonymous = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/senha',
        payload: { senhaAtual: 'a', senhaNova: 'b' },
      });
      expect(anonymous.statusCode).toBe(401);
      const session = await login(context.app, demoLogins.carla);
      const empty = await context.app.inject({
        method: 'PUT',
        url: '/api/pessoas/meu-pergamum/senha',
        headers: bearer(session.access_token),
        payload: { senhaAtual: '' },
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().fields).toEqual({
        senhaAtual: 'O campo acima é obrigatório.',
        senhaNova: 'O campo acima é obrigatório.',
      });
    });
  });
});
