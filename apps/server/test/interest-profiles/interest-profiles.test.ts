import {
  alertsResponseSchema,
  periodicalsResponseSchema,
  profileTitlesResponseSchema,
  termItemsResponseSchema,
  termSearchResponseSchema,
  workTypesResponseSchema,
} from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { raiseInterestAlerts } from '../../src/modules/interest-profiles/interest-matching.ts';
import { deskTime } from '../helpers/library-time.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Interest profiles: /api/perfil-interesse', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  const nextYear = `${new Date().getFullYear() + 1}-12-31`;
  /** A surname several demo titles share. */
  let author = '';

  beforeAll(async () => {
    const [row] = await context.db.query<{ nome: string }>(
      // An author no demo profile follows yet (Daniel follows one), so only this test's patron matches.
      `select min(nome) as nome from acervo_autor a
        where not exists (select 1 from perfil_interesse_termo t where a.nome_normalizado like '%' || t.termo_normalizado || '%')
        group by nome_normalizado order by count(*) desc, nome_normalizado limit 1`,
    );
    author = row!.nome.split(',')[0]!.trim();
  });

  it('searches authors, saves terms, lists matching titles, and refuses short terms', async () => {
    const search = termSearchResponseSchema.parse(
      (
        await call(
          'GET',
          `/api/perfil-interesse/area-autor-assunto/pesquisa?tipoPesquisa=autor&termoPesquisa=${encodeURIComponent(author)}`,
          'helenaAluna',
        )
      ).json(),
    );
    expect(search.termos[0]!.titulos).toBeGreaterThan(0);
    const saved = await call('POST', '/api/perfil-interesse/area-autor-assunto', 'helenaAluna', {
      tipoDSI: 'autor',
      validade: nextYear,
      itens: [author],
    });
    expect(saved.statusCode).toBe(200);
    const items = termItemsResponseSchema.parse(saved.json()).itens;
    expect(items).toEqual([
      expect.objectContaining({ tipoDSI: 'autor', termo: author, validade: nextYear, ativo: true }),
    ]);
    const titles = profileTitlesResponseSchema.parse(
      (await call('GET', '/api/perfil-interesse/titulos', 'helenaAluna')).json(),
    );
    expect(titles.titulos.length).toBeGreaterThan(0);
    expect(titles.titulos[0]!.motivo).toBe(`Autor: ${author}`);
    expect(
      profileTitlesResponseSchema.parse((await call('GET', '/api/perfil-interesse/titulos', 'igor')).json())
        .titulos,
    ).toEqual([]);

    const short = await call('POST', '/api/perfil-interesse/area-autor-assunto', 'helenaAluna', {
      tipoDSI: 'assunto',
      validade: nextYear,
      itens: ['ab'],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toEqual({ 'itens.0': 'Informe ao menos 3 caracteres.' });
    const past = await call('POST', '/api/perfil-interesse/area-autor-assunto', 'helenaAluna', {
      tipoDSI: 'assunto',
      validade: '2001-01-01',
      itens: ['direito'],
    });
    expect(past.json().fields).toEqual({ validade: 'A validade não pode estar no passado.' });
  });

  it('a new title by a followed author raises one alert, once', async () => {
    const [source] = await context.db.query<{ cod_acervo: number }>(
      `select a.cod_acervo from acervo a join acervo_autor aa using (cod_acervo) where aa.nome like $1 limit 1`,
      [`${author}%`],
    );
    const [created] = await context.db.query<{ cod_acervo: number }>(
      `insert into acervo (fonte, numero_controle, tipo_registro, nivel_bibliografico, cod_tipo_obra, titulo,
                           titulo_ordenacao, registro_marc, formato_origem)
       select 'teste', 'novo-1', tipo_registro, nivel_bibliografico, cod_tipo_obra, 'Obra nova do autor', 'obra nova do autor',
              registro_marc, formato_origem from acervo where cod_acervo = $1
       returning cod_acervo`,
      [source!.cod_acervo],
    );
    await context.db.query(
      `insert into acervo_autor (cod_acervo, seq, tag, nome, nome_normalizado)
       select $1, 1, tag, nome, nome_normalizado from acervo_autor where cod_acervo = $2 and nome like $3 limit 1`,
      [created!.cod_acervo, source!.cod_acervo, `${author}%`],
    );
    expect(await raiseInterestAlerts(context.db, deskTime)).toBe(1);
    expect(await raiseInterestAlerts(context.db, deskTime)).toBe(0);
    const today = deskTime.today();
    const alerts = alertsResponseSchema.parse(
      (await call('GET', `/api/alertas?dataIni=${today}&dataFim=${today}`, 'helenaAluna')).json(),
    );
    expect(alerts.alertas).toEqual([
      expect.objectContaining({ tipo: 'perfil_interesse', codAcervo: created!.cod_acervo, lido: false }),
    ]);
  });

  it('changes a term’s validity and deletes it; another patron cannot', async () => {
    const [item] = termItemsResponseSchema.parse(
      (await call('GET', '/api/perfil-interesse/area-autor-assunto', 'helenaAluna')).json(),
    ).itens;
    expect(
      (
        await call('PUT', '/api/perfil-interesse/area-autor-assunto/validade', 'igor', {
          codigo: item!.codigo,
          validade: nextYear,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/perfil-interesse/area-autor-assunto?codigo=${item!.codigo}`, 'igor'))
        .statusCode,
    ).toBe(404);
    const later = `${new Date().getFullYear() + 2}-06-30`;
    const updated = termItemsResponseSchema.parse(
      (
        await call('PUT', '/api/perfil-interesse/area-autor-assunto/validade', 'helenaAluna', {
          codigo: item!.codigo,
          validade: '30/06/' + later.slice(0, 4),
        })
      ).json(),
    );
    expect(updated.itens[0]!.validade).toBe(later);
    const deleted = termItemsResponseSchema.parse(
      (
        await call(
          'DELETE',
          `/api/perfil-interesse/area-autor-assunto?codigo=${item!.codigo}&tipoDSI=autor`,
          'helenaAluna',
        )
      ).json(),
    );
    expect(deleted.itens).toEqual([]);
  });

  it('periodicals need at least one journal type; work types with libraries and languages', async () => {
    const [periodical] = await context.db.query<{ cod_acervo: number }>(
      `select cod_acervo from acervo where nivel_bibliografico = 's' limit 1`,
    );
    if (periodical) {
      const none = await call('POST', '/api/perfil-interesse/periodicos', 'igor', {
        validade: nextYear,
        itens: [periodical.cod_acervo],
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().fields).toEqual({
        fasciculo: 'Selecione ao menos um tipo de periódico (fascículo, artigo ou sumário) para salvar.',
      });
      const saved = periodicalsResponseSchema.parse(
        (
          await call('POST', '/api/perfil-interesse/periodicos', 'igor', {
            validade: nextYear,
            itens: [periodical.cod_acervo],
            sumario: true,
          })
        ).json(),
      );
      expect(saved.itens).toEqual([
        expect.objectContaining({ codAcervo: periodical.cod_acervo, sumario: true, fasciculo: false }),
      ]);
    }
    const [book] = await context.db.query<{ cod_tipo_obra: number }>(
      'select cod_tipo_obra from tipo_obra order by 1 limit 1',
    );
    const types = workTypesResponseSchema.parse(
      (
        await call('POST', '/api/perfil-interesse/tipo-obra', 'igor', {
          codTipoObra: book!.cod_tipo_obra,
          validade: nextYear,
          idiomas: ['por'],
        })
      ).json(),
    );
    expect(types.itens).toEqual([
      expect.objectContaining({ codTipoObra: book!.cod_tipo_obra, idiomas: ['por'] }),
    ]);
    const bad = await call('POST', '/api/perfil-interesse/tipo-obra', 'igor', {
      codTipoObra: 9999,
      validade: nextYear,
    });
    expect(bad.json().fields).toEqual({ codTipoObra: 'Escolha uma das opções válidas.' });
    expect(
      (await call('DELETE', `/api/perfil-interesse/tipo-obra?codigo=${types.itens[0]!.codigo}`, 'bruno'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/perfil-interesse/tipo-obra?codigo=${types.itens[0]!.codigo}`, 'igor'))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/perfil-interesse/tipo-obra')).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/perfil-interesse/areas-interesse/info-auxiliar', 'igor')).json().tiposDSI,
    ).toHaveLength(3);
  });
});
