import { serviceErrorCodes } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Spec §8: the portal's handler tells a network-catalogue failure and a My-area failure apart from
 * other 500s by their codes. Each case takes away a table its route reads, then puts it back.
 */
describe('unexpected failures name the service that failed', () => {
  const context = useTestApp();

  async function withoutTable<T>(table: string, run: () => Promise<T>): Promise<T> {
    await context.db.query(`alter table ${table} rename to ${table}_fora`);
    try {
      return await run();
    } finally {
      await context.db.query(`alter table ${table}_fora rename to ${table}`);
    }
  }

  it('a failing network catalogue answers 500 REDE_PERGAMUM_INDISPONIVEL, translated', async () => {
    const response = await withoutTable('rede_acervo', () =>
      context.app.inject({
        method: 'GET',
        url: '/api/rede-pergamum/acervo?termo=sertao',
        headers: { lang: '5' },
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'The Rede Pergamum network catalogue is not available!',
      code: serviceErrorCodes.networkCatalogueUnavailable,
    });
    // Back in place, the same search works again.
    const again = await context.app.inject({ method: 'GET', url: '/api/rede-pergamum/acervo?termo=sertao' });
    expect(again.statusCode).toBe(200);
  });

  it('a failing My-area call answers 500 ERRO_MEU_PERGAMUM with the my-library text', async () => {
    const session = await login(context.app, demoLogins.bruno);
    const response = await withoutTable('alerta', () =>
      context.app.inject({
        method: 'GET',
        url: '/api/alertas?dataIni=2024-01-01&dataFim=2024-12-31',
        headers: { ...bearer(session.access_token), lang: '1' },
      }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message:
        'Não foi possível concluir a operação no Meu Pergamum. Tente novamente; se o problema continuar, escreva para a biblioteca.',
      code: serviceErrorCodes.myAreaFailed,
    });
  });

  it('other failures stay the generic unexpected error, without a code', async () => {
    const response = await withoutTable('instituicao_atividade', () =>
      context.app.inject({ method: 'GET', url: '/api/parametros/funcionalidades', headers: { lang: '3' } }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
    });
  });
});
