import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

describe('Network catalogue under /api/rede-pergamum', () => {
  const ctx = useTestApp();
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the two partner institutions with their record counts', async () => {
    const { body } = await get('/api/rede-pergamum/oai/instituicoes');
    expect(body.instituicoes).toHaveLength(2);
    for (const institution of body.instituicoes) {
      const [{ count }] = (await ctx.db.query<{ count: number }>(
        'select count(*)::int as count from rede_acervo where cod_empresa = $1',
        [institution.cod_empresa],
      )) as [{ count: number }];
      expect(institution.registros).toBe(count);
      expect(count).toBeGreaterThan(0);
    }
  });

  it('searches partner records accent-insensitively and answers one record with its institution', async () => {
    const exact = await get('/api/rede-pergamum/acervo?termo=SERTÃO');
    expect(exact.body.data.map((record: { titulo: string }) => record.titulo)).toEqual([
      'Grande sertão: veredas',
    ]);
    const found = await get('/api/rede-pergamum/acervo?termo=Sert');
    expect(found.body.data.map((record: { titulo: string }) => record.titulo)).toEqual([
      'Grande sertão: veredas',
      'Os sertões: campanha de Canudos',
    ]);
    const prefix = await get('/api/rede-pergamum/acervo?termo=cort');
    expect(prefix.body.data.map((record: { titulo: string }) => record.titulo)).toEqual(['O cortiço']);
    const record = await get(`/api/rede-pergamum/acervo/${found.body.data[0].id}`);
    expect(record.body).toMatchObject({
      titulo: 'Grande sertão: veredas',
      ano_publicacao: 1956,
      instituicao: { cod_empresa: 101, desc_empresa: 'Universidade Federal do Planalto' },
      tipo_obra: { codigo: 1, descricao: 'Livro' },
    });
    const partner = await get('/api/rede-pergamum/acervo?cod_empresa=102');
    expect(partner.body.total).toBe(5);
    expect((await get('/api/rede-pergamum/acervo/99999')).status).toBe(404);
  });
});
