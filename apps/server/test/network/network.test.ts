import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

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

  describe('with cod_acervo: the partners holding the same work as a local title', () => {
    const localTitle = async (titulo: string) => {
      const rows = await ctx.db.query<{ cod_acervo: number }>(
        'select cod_acervo from acervo where titulo = $1',
        [titulo],
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.cod_acervo;
    };
    const holders = async (query: string) => {
      const { status, body } = await get(`/api/rede-pergamum/acervo?${query}`);
      expect(status).toBe(200);
      return {
        total: body.total as number,
        names: body.data.map(
          (record: { titulo: string; instituicao: { desc_empresa: string } }) =>
            `${record.instituicao.desc_empresa}: ${record.titulo}`,
        ),
      };
    };

    it('matches the title with its subtitle, and the title alone, when the first author is the same', async () => {
      // Local "Grande sertão" + subtitle "veredas"; the partner catalogued "Grande sertão: veredas".
      expect(await holders(`cod_acervo=${await localTitle('Grande sertão')}`)).toEqual({
        total: 1,
        names: ['Universidade Federal do Planalto: Grande sertão: veredas'],
      });
      expect(await holders(`cod_acervo=${await localTitle('O cortiço')}`)).toEqual({
        total: 1,
        names: ['Instituto Litorâneo de Tecnologia: O cortiço'],
      });
    });

    it('leaves out a record of the same title by another author, keeps one that names no author, and filters by partner', async () => {
      await ctx.db.query(
        `insert into rede_acervo (cod_empresa, acervo, cod_tipo_obra, titulo, autor, titulo_normalizado)
         values (102, 9901, 1, 'Vidas secas', 'Silva, Ana da, 1950-', 'vidas secas'),
                (102, 9902, 1, 'VIDAS SECAS.', null, 'vidas secas')`,
      );
      const vidasSecas = await localTitle('Vidas secas');
      expect(await holders(`cod_acervo=${vidasSecas}`)).toEqual({
        total: 2,
        names: [
          'Instituto Litorâneo de Tecnologia: VIDAS SECAS.',
          'Universidade Federal do Planalto: Vidas secas',
        ],
      });
      expect(await holders(`cod_acervo=${vidasSecas}&cod_empresa=101`)).toEqual({
        total: 1,
        names: ['Universidade Federal do Planalto: Vidas secas'],
      });
    });

    it('answers an empty list for a title no partner holds and for an unknown title', async () => {
      expect(await holders(`cod_acervo=${await localTitle('Sagarana')}`)).toEqual({ total: 0, names: [] });
      expect(await holders('cod_acervo=999999')).toEqual({ total: 0, names: [] });
      expect((await get('/api/rede-pergamum/acervo?cod_acervo=abc')).status).toBe(422);
    });
  });
});
