import { institutionSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('GET /api/parametros/instituicao', () => {
  const context = useTestApp();

  it('answers the institution stored in the database, in the contract shape', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/parametros/instituicao' });
    expect(response.statusCode).toBe(200);
    const institution = institutionSchema.parse(response.json());
    expect(institution).toMatchObject({ nome: 'Universidade Acervo', sigla: 'UNIACERVO', tema: 'neo' });
  });

  it('reflects a change made in the database', async () => {
    await context.db.query(`update instituicao set nome = $1, destino_login_padrao = 'M'`, [
      'Biblioteca Nova',
    ]);
    const response = await context.app.inject({ method: 'GET', url: '/api/parametros/instituicao' });
    expect(response.json()).toMatchObject({ nome: 'Biblioteca Nova', destino_login_padrao: 'M' });
  });

  it('answers 404 in the caller’s language when no institution is configured', async () => {
    await context.db.query('delete from instituicao');
    const english = await context.app.inject({
      method: 'GET',
      url: '/api/parametros/instituicao',
      headers: { lang: '5' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: 'The requested resource was not found.' });
    const spanish = await context.app.inject({
      method: 'GET',
      url: '/api/parametros/instituicao',
      headers: { lang: '3' },
    });
    expect(spanish.json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
  });
});
