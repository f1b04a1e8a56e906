import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('bad input never causes a 500', () => {
  const context = useTestApp();

  it('answers 400 in the error shape for malformed JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json', lang: '5' },
      payload: '{"grant_type": "password", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request could not be read.' });
  });

  it('answers 413 for a huge body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', client_id: '4', username: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A requisição é grande demais.');
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'text/xml' },
      payload: '<grant/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 422 with one translated message per field for wrong types and too-long values', async () => {
    const session = await login(context.app, demoLogins.ana);
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/pessoas/meu-pergamum/dados-pessoais',
      headers: { ...bearer(session.access_token), lang: '5' },
      payload: {
        receber_email: 'yes',
        cidade: 'x'.repeat(500),
        email: 'not-an-email',
        cpf: '529.982.247-25',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Some of the data sent is invalid. Please correct the fields shown.',
      code: 'VALIDACAO',
      fields: {
        receber_email: 'The value is not in a valid format.',
        cidade: 'Enter at most 100 characters.',
        email: 'Fill in a valid e-mail!',
        cpf: 'Enter the tax number (CPF) with digits only.',
      },
    });
  });

  it('answers 422 for a body that is not an object, and for bad path parameters', async () => {
    const array = await context.app.inject({
      method: 'POST',
      url: '/api/oidc/validar',
      payload: [1, 2, 3],
    });
    expect(array.statusCode).toBe(422);
    const params = await context.app.inject({ url: '/api/parametros/atividade/abc' });
    expect(params.statusCode).toBe(422);
    expect(params.json().fields).toEqual({ id: 'Valor em formato inválido.' });
  });
});
