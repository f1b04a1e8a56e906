import { describe, expect, it } from 'vitest';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

const required = {
  '1': 'O campo acima é obrigatório.',
  '3': 'El campo anterior es obligatorio.',
  '5': 'The above field is required.',
} as const;

describe('a required field left out answers "required", in the caller’s language', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);

  it('says so for each missing field of a body, whatever the field’s type', async () => {
    for (const lang of ['1', '3', '5'] as const) {
      const hold = await call('POST', '/api/reserva', 'ana', {}, lang);
      expect(hold.statusCode).toBe(422);
      expect(hold.json().fields).toEqual({ cod_acervo: required[lang], biblioteca: required[lang] });
    }
    const slip = await call('POST', '/api/unidade-informacao/gru', 'carla', {});
    expect(slip.json().fields).toEqual({ valor: required['1'], codBiblioteca: required['1'] });
    const renewal = await call('POST', '/api/emprestimo/renovacao', 'ana', [{}], '5');
    expect(renewal.json().fields).toMatchObject({
      '0.codExemplar': required['5'],
      '0.codBibliotecaExemplar': required['5'],
    });
  });

  it('counts null and blank text as left out', async () => {
    const hold = await call('POST', '/api/reserva', 'ana', { cod_acervo: '  ', biblioteca: null }, '5');
    expect(hold.json().fields).toEqual({ cod_acervo: required['5'], biblioteca: required['5'] });
  });

  it('says so for a missing query parameter', async () => {
    const response = await call('DELETE', '/api/perfil-interesse/area-autor-assunto', 'daniel');
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ codigo: required['1'] });
  });

  it('still says "invalid format" for a value that was sent wrong', async () => {
    const hold = await call('POST', '/api/reserva', 'ana', { cod_acervo: 'abc', biblioteca: 1 });
    expect(hold.json().fields).toEqual({ cod_acervo: 'Valor em formato inválido.' });
  });

  it('reads an optional query parameter sent empty as not sent', async () => {
    const response = await call('GET', '/api/emprestimo/estatisticas?biblioteca=', 'ana');
    expect(response.statusCode).toBe(200);
  });
});
