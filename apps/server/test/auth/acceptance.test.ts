import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('a client written for Pergamum', () => {
  const context = useTestApp();

  it('logs in at /oauth/token with client_id "4" and reads GET /api/pessoas with lang: 1', async () => {
    const token = await context.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: '4',
        client_secret: 'anything',
        scope: '',
        username: '2024001',
        password: '4821',
      },
    });
    expect(token.statusCode).toBe(200);
    const { access_token } = token.json();
    const people = await context.app.inject({
      method: 'GET',
      url: '/api/pessoas',
      headers: { authorization: `Bearer ${access_token}`, lang: '1' },
    });
    expect(people.statusCode).toBe(200);
    expect(people.json().user).toMatchObject({ nome_pessoa: 'Ana Beatriz Souza', login: '2024001' });
  });
});
