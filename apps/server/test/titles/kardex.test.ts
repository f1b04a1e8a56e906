import {
  kardexComboDataSchema,
  kardexDataSchema,
  kardexItemSchema,
  kardexPermissionSchema,
  storageDataSchema,
  summaryDataSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('Kardex, tables of contents and closed storage of the demo catalogue', () => {
  const ctx = useTestApp();
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const periodical = async () => {
    const [row] = await ctx.db.query<{ cod_acervo: number; cod_tipo_obra: number }>(
      `select distinct c.cod_acervo, a.cod_tipo_obra from kardex_colecao c join acervo a using (cod_acervo)`,
    );
    return row!;
  };
  const book = async () => {
    const [row] = await ctx.db.query<{ cod_acervo: number }>(
      `select cod_acervo from acervo a where cod_tipo_obra = 1
          and not exists (select 1 from kardex_colecao c where c.cod_acervo = a.cod_acervo)
        order by cod_acervo limit 1`,
    );
    return row!.cod_acervo;
  };

  it('offers the Kardex of the seeded periodical only', async () => {
    const title = await periodical();
    expect(title.cod_tipo_obra).toBe(5);
    expect(
      kardexPermissionSchema.parse((await get(`/api/kardex/${title.cod_acervo}/permissao`)).body),
    ).toEqual({
      permitido: true,
    });
    expect((await get(`/api/kardex/${await book()}/permissao`)).body).toEqual({ permitido: false });
    expect((await get('/api/kardex/99999999/permissao')).status).toBe(404);
    expect((await get('/api/kardex/abc/permissao')).status).toBe(422);
  });

  it('lists the collections per library and the years with issues, in the caller’s language', async () => {
    const { cod_acervo: id } = await periodical();
    const combo = kardexComboDataSchema.parse((await get(`/api/kardex/${id}/combobox-data`)).body);
    expect(combo.anos).toEqual([2025, 2024, 2023, 2022]);
    expect(combo.colecoes.map((c) => [c.periodicidade, c.situacao])).toEqual(
      expect.arrayContaining([
        ['trimestral', 'corrente'],
        ['semestral', 'encerrada'],
      ]),
    );
    expect(combo.bibliotecas).toHaveLength(2);
    expect(combo.colecoes.find((c) => c.periodicidade === 'trimestral')?.desc_periodicidade).toBe(
      'Trimestral',
    );
    const english = kardexComboDataSchema.parse(
      (await get(`/api/kardex/${id}/combobox-data`, { lang: '5' })).body,
    );
    expect(english.colecoes.find((c) => c.periodicidade === 'trimestral')?.desc_periodicidade).toBe(
      'Quarterly',
    );
  });

  it('shows the issues of a year, the newest year by default, by collection or library', async () => {
    const { cod_acervo: id } = await periodical();
    const latest = kardexDataSchema.parse((await get(`/api/kardex/${id}/data`)).body);
    expect(latest.ano).toBe(2025);
    // Four quarterly issues at one library and two semiannual ones at the other.
    expect(latest.fasciculos).toHaveLength(6);
    const combo = kardexComboDataSchema.parse((await get(`/api/kardex/${id}/combobox-data`)).body);
    const quarterly = combo.colecoes.find((c) => c.periodicidade === 'trimestral')!;
    const year2023 = kardexDataSchema.parse(
      (await get(`/api/kardex/${id}/data?codPeriod=${id}&codPar=${quarterly.codPar}&year=2023`)).body,
    );
    expect(year2023.fasciculos.map((issue) => issue.numero)).toEqual(['n. 1', 'n. 2', 'n. 3', 'n. 4']);
    const missing = year2023.fasciculos.find((issue) => issue.situacao === 'nao_recebido')!;
    expect(missing).toMatchObject({ data_chegada: null, exemplares: 0, desc_situacao: 'Não recebido' });
    expect(year2023.fasciculos.filter((issue) => issue.situacao === 'encadernado')).toHaveLength(3);
    const byLibrary = kardexDataSchema.parse(
      (await get(`/api/kardex/${id}/data?codBib=${quarterly.cod_biblioteca}&year=2025`)).body,
    );
    expect(byLibrary.fasciculos.every((issue) => issue.cod_biblioteca === quarterly.cod_biblioteca)).toBe(
      true,
    );
    expect(byLibrary.fasciculos).toHaveLength(4);
    expect(byLibrary.fasciculos[0]!.data_chegada).toMatch(/^\d{2}\/\d{2}\/2025$/);
    expect((await get(`/api/kardex/${id}/data?year=1999`)).body).toEqual({ ano: 1999, fasciculos: [] });
    expect((await get(`/api/kardex/${await book()}/data`)).body).toEqual({ ano: null, fasciculos: [] });
    for (const bad of [`codPeriod=${id + 1}`, 'year=abc', 'codBib=0', 'codPar=-3']) {
      const response = await get(`/api/kardex/${id}/data?${bad}`);
      expect(response.status, bad).toBe(422);
      expect(response.body.message).toBeTruthy();
    }
  });

  it('opens one issue with its table of contents, or one entry of it', async () => {
    const { cod_acervo: id } = await periodical();
    const latest = kardexDataSchema.parse((await get(`/api/kardex/${id}/data`)).body);
    const withContents = latest.fasciculos.find((issue) => issue.possui_sumario)!;
    const item = kardexItemSchema.parse(
      (await get(`/api/kardex/${id}/item?codPar=${withContents.codPar}&seqPar=${withContents.seqPar}`)).body,
    );
    expect(item.fasciculo).toEqual(withContents);
    expect(item.sumario.map((entry) => entry.seqSec)).toEqual([1, 2, 3, 4]);
    const one = kardexItemSchema.parse(
      (
        await get(
          `/api/kardex/${id}/item?codPar=${withContents.codPar}&seqPar=${withContents.seqPar}&seqSec=2`,
        )
      ).body,
    );
    expect(one.sumario).toEqual([item.sumario[1]]);
    const other = latest.fasciculos.find((issue) => !issue.possui_sumario)!;
    expect(
      (await get(`/api/kardex/${id}/item?codPar=${other.codPar}&seqPar=${other.seqPar}`)).body.sumario,
    ).toEqual([]);
    expect(
      (
        await get(
          `/api/kardex/${id}/item?codPar=${withContents.codPar}&seqPar=${withContents.seqPar}&seqSec=99`,
        )
      ).status,
    ).toBe(404);
    expect((await get(`/api/kardex/${id}/item?codPar=${withContents.codPar}&seqPar=999`)).status).toBe(404);
    expect(
      (await get(`/api/kardex/${await book()}/item?codPar=${withContents.codPar}&seqPar=1`)).status,
    ).toBe(404);
    expect((await get(`/api/kardex/${id}/item?seqPar=1`)).status).toBe(422);
    expect((await get(`/api/kardex/${id}/item?codPar=x&seqPar=1`)).status).toBe(422);
  });

  it('gives the tables of contents of the issues, newest first, and a book’s contents note', async () => {
    const { cod_acervo: id } = await periodical();
    const summaries = summaryDataSchema.parse((await get(`/api/sumario/${id}/dados`)).body);
    const issues = summaries.sumarios.filter((summary) => summary.codPar !== null);
    expect(issues.map((summary) => summary.descricao)).toEqual([
      'v. 13, n. 4, out./dez. 2025',
      'v. 13, n. 3, jul./set. 2025',
      'v. 13, n. 2, abr./jun. 2025',
      'v. 13, n. 1, jan./mar. 2025',
    ]);
    expect(issues[0]!.itens[0]).toMatchObject({ seqSec: 1, titulo: 'Editorial' });

    const [noted] = await ctx.db.query<{ cod_acervo: number; nota: string }>(
      `select a.cod_acervo, f.value::text as nota
         from acervo a cross join lateral jsonb_array_elements(a.registro_marc -> 'fields') as f(value)
        where f.value ? '505' order by a.cod_acervo limit 1`,
    );
    const contents = summaryDataSchema.parse((await get(`/api/sumario/${noted!.cod_acervo}/dados`)).body);
    const note = contents.sumarios.at(-1)!;
    expect(note.codPar).toBeNull();
    expect(note.itens.length).toBeGreaterThan(0);
    for (const entry of note.itens) expect(noted!.nota).toContain(entry.titulo.slice(0, 20));
    expect((await get(`/api/sumario/${await book()}/dados`)).status).toBe(200);
    expect((await get('/api/sumario/99999999/dados')).status).toBe(404);
    expect((await get('/api/sumario/0/dados')).status).toBe(422);
  });

  it('lists the copies of a title kept in closed storage, filtered by library and volume', async () => {
    const [stored] = await ctx.db.query<{ cod_acervo: number; tombo: string; cod_biblioteca: number }>(
      `select e.cod_acervo, e.tombo, e.cod_biblioteca from exemplar_armazem x join exemplar e using (cod_exemplar)
        order by e.tombo limit 1`,
    );
    const all = storageDataSchema.parse((await get(`/api/acervo/${stored!.cod_acervo}/dados-armazem`)).body);
    const copy = all.exemplares.find((entry) => entry.tombo === stored!.tombo)!;
    expect(copy).toMatchObject({
      cod_biblioteca: stored!.cod_biblioteca,
      posicao: expect.stringMatching(/^Caixa \d+$/),
    });
    expect(copy.prazo_horas).toBeGreaterThan(0);
    expect(copy.desc_armazem).toBeTruthy();
    const [other] = await ctx.db.query<{ cod_biblioteca: number }>(
      'select cod_biblioteca from biblioteca where cod_biblioteca <> $1 limit 1',
      [stored!.cod_biblioteca],
    );
    const elsewhere = storageDataSchema.parse(
      (await get(`/api/acervo/${stored!.cod_acervo}/dados-armazem?cod_biblioteca=${other!.cod_biblioteca}`))
        .body,
    );
    expect(elsewhere.exemplares.some((entry) => entry.tombo === stored!.tombo)).toBe(false);
    const noVolume = storageDataSchema.parse(
      (await get(`/api/acervo/${stored!.cod_acervo}/dados-armazem?volume=v.%20999`)).body,
    );
    expect(noVolume.exemplares).toEqual([]);
    if (copy.volume) {
      const volume = storageDataSchema.parse(
        (
          await get(
            `/api/acervo/${stored!.cod_acervo}/dados-armazem?volume=${encodeURIComponent(copy.volume)}`,
          )
        ).body,
      );
      expect(volume.exemplares.every((entry) => entry.volume === copy.volume)).toBe(true);
    }
    expect((await get(`/api/acervo/${await book()}/dados-armazem`)).status).toBe(200);
    expect((await get('/api/acervo/99999999/dados-armazem')).status).toBe(404);
    expect((await get(`/api/acervo/${stored!.cod_acervo}/dados-armazem?cod_biblioteca=abc`)).status).toBe(
      422,
    );
    expect(
      (await get(`/api/acervo/${stored!.cod_acervo}/dados-armazem?volume=${'x'.repeat(50)}`)).status,
    ).toBe(422);
  });
});
