import {
  alertResponseSchema,
  alertsResponseSchema,
  loanRequestCreatedResponseSchema,
  loanRequestOptionsResponseSchema,
  loanRequestsResponseSchema,
  requestCreatedResponseSchema,
  requestsResponseSchema,
  suggestionCreatedResponseSchema,
  suggestionStatisticsResponseSchema,
  suggestionStatusesResponseSchema,
  suggestionsResponseSchema,
} from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { raiseAlert } from '../../src/modules/alerts/alerts-repository.ts';

import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { deskTime } from '../helpers/library-time.ts';

describe('Alerts, suggestions, requests and loan requests', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  // The library's day, not UTC's: the API's periods are the library's days.
  const today = deskTime.today();
  let library = 0;
  let otherLibrary = 0;

  beforeAll(async () => {
    const libraries = await context.db.query<{ cod_biblioteca: number }>(
      'select cod_biblioteca from biblioteca order by cod_biblioteca limit 2',
    );
    [library, otherLibrary] = libraries.map((row) => row.cod_biblioteca) as [number, number];
  });

  describe('/api/alertas', () => {
    it('lists a period’s alerts, marks one read and deletes one; another patron’s is not found', async () => {
      const [igor] = await context.db.query<{ cod_pessoa: number }>(
        `select cod_pessoa from login where usuario = 'igor.batista'`,
      );
      await raiseAlert(context.db, {
        codPessoa: igor!.cod_pessoa,
        tipo: 'aviso',
        titulo: 'Aviso 1',
        mensagem: 'Um',
      });
      await raiseAlert(context.db, {
        codPessoa: igor!.cod_pessoa,
        tipo: 'aviso',
        titulo: 'Aviso 2',
        mensagem: 'Dois',
      });
      const url = `/api/alertas?dataIni=${today}&dataFim=${today}`;
      const listed = alertsResponseSchema.parse((await call('GET', url, 'igor')).json());
      expect(listed.naoLidos).toBe(2);
      expect(listed.alertas.map((alert) => alert.titulo)).toEqual(['Aviso 2', 'Aviso 1']);
      const [second, first] = listed.alertas;

      expect((await call('PUT', `/api/alertas/${first!.id}`, 'bruno')).statusCode).toBe(404);
      expect((await call('DELETE', `/api/alertas/${first!.id}`, 'bruno')).statusCode).toBe(404);
      const read = alertResponseSchema.parse((await call('PUT', `/api/alertas/${first!.id}`, 'igor')).json());
      expect(read.alerta.lido).toBe(true);
      expect((await call('DELETE', `/api/alertas/${second!.id}`, 'igor')).statusCode).toBe(200);
      const after = alertsResponseSchema.parse((await call('GET', url, 'igor')).json());
      expect(after).toMatchObject({ naoLidos: 0, alertas: [{ id: first!.id, lido: true }] });
      expect((await call('GET', url, 'bruno')).json().alertas).toEqual([]);
    });

    it('requires both dates, start not after end; anonymous is refused', async () => {
      const missing = await call('GET', `/api/alertas?dataIni=${today}`, 'igor');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toEqual({ dataFim: 'O campo acima é obrigatório.' });
      const reversed = await call(
        'GET',
        '/api/alertas?dataIni=2026-05-02&dataFim=2026-05-01',
        'igor',
        undefined,
        '5',
      );
      expect(reversed.json().fields).toEqual({ dataIni: 'The start date cannot be after the end date.' });
      expect((await call('GET', `/api/alertas?dataIni=${today}&dataFim=${today}`)).statusCode).toBe(401);
      expect((await call('PUT', '/api/alertas/abc', 'igor')).statusCode).toBe(422);
    });
  });

  describe('acquisition suggestions', () => {
    it('sends a suggestion, lists it by status and period, and counts it in the statistics', async () => {
      const response = await call('POST', '/api/unidade-informacao/sugestao-aquisicao', 'carla', {
        biblioteca: library,
        titulo: '  Estruturas de dados  ',
        editor: 'Editora Exemplo',
        autor: 'Fulano',
        periodico: 'N',
      });
      expect(response.statusCode).toBe(201);
      const created = suggestionCreatedResponseSchema.parse(response.json());
      expect(created.sugestao).toMatchObject({
        titulo: 'Estruturas de dados',
        situacao: { codigo: 'pre_sugestao', descricao: 'Pré-sugestão' },
        periodico: false,
        edicao: null,
      });
      const listed = suggestionsResponseSchema.parse(
        (
          await call(
            'GET',
            `/api/aquisicao/sugestoes?situacao=pre_sugestao&dataIni=${today}&dataFim=${today}`,
            'carla',
          )
        ).json(),
      );
      expect(listed.sugestoes.map((item) => item.codigo)).toEqual([created.sugestao.codigo]);
      const none = suggestionsResponseSchema.parse(
        (await call('GET', '/api/aquisicao/sugestoes?situacao=atendida', 'carla')).json(),
      );
      expect(none.sugestoes).toEqual([]);
      expect(
        suggestionsResponseSchema.parse((await call('GET', '/api/aquisicao/sugestoes', 'ana')).json())
          .sugestoes,
      ).toEqual([]);
      const statistics = suggestionStatisticsResponseSchema.parse(
        (await call('GET', `/api/aquisicao/estatisticas?biblioteca=${library}`, 'carla')).json(),
      );
      expect(statistics).toMatchObject({ total: 1, porSituacao: [{ codigo: 'pre_sugestao', total: 1 }] });
    });

    it('lists by the library’s days: a suggestion of 22:30 there is on that day, though UTC is on the next', async () => {
      const [bruno] = await context.db.query<{ cod_pessoa: number; cod_login: number }>(
        `select cod_pessoa, cod_login from login where usuario = 'bruno.lima'`,
      );
      await context.db.query(
        `insert into sugestao_aquisicao (cod_pessoa, cod_login, cod_biblioteca, titulo, editor, criado_em)
         values ($1, $2, $3, 'Sugerido à noite', 'Editora', ('2025-03-14'::date + time '22:30')::timestamp at time zone $4)`,
        [bruno!.cod_pessoa, bruno!.cod_login, library, deskTime.zone],
      );
      const titlesOn = async (day: string) =>
        suggestionsResponseSchema
          .parse(
            (await call('GET', `/api/aquisicao/sugestoes?dataIni=${day}&dataFim=${day}`, 'bruno')).json(),
          )
          .sugestoes.map((item) => item.titulo);
      expect(await titlesOn('2025-03-14')).toEqual(['Sugerido à noite']);
      expect(await titlesOn('2025-03-15')).toEqual([]);
      const counted = suggestionStatisticsResponseSchema.parse(
        (
          await call('GET', '/api/aquisicao/estatisticas?dataIni=2025-03-14&dataFim=2025-03-14', 'bruno')
        ).json(),
      );
      expect(counted.total).toBe(1);
    });

    it('requires library, titulo and editor, naming each field', async () => {
      const response = await call('POST', '/api/unidade-informacao/sugestao-aquisicao', 'carla', {
        titulo: ' ',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual({
        biblioteca: 'Preencha o campo obrigatório: biblioteca.',
        titulo: 'Preencha o campo obrigatório: titulo.',
        editor: 'Preencha o campo obrigatório: editor.',
      });
      const unknownLibrary = await call('POST', '/api/unidade-informacao/sugestao-aquisicao', 'carla', {
        biblioteca: 99999,
        titulo: 'X',
        editor: 'Y',
      });
      expect(unknownLibrary.statusCode).toBe(422);
      expect(unknownLibrary.json().fields).toEqual({ biblioteca: 'Escolha uma das opções válidas.' });
      expect(
        (await call('POST', '/api/unidade-informacao/sugestao-aquisicao', undefined, { biblioteca: library }))
          .statusCode,
      ).toBe(401);
    });

    it('lists the statuses in the caller’s language', async () => {
      const statuses = suggestionStatusesResponseSchema.parse(
        (await call('GET', '/api/aquisicao/sugestoes/situacao', undefined, undefined, '5')).json(),
      ).situacoes;
      expect(statuses).toHaveLength(14);
      expect(statuses[0]).toEqual({ codigo: 'aguardando_entrega', descricao: 'Awaiting delivery' });
    });
  });

  describe('bibliographic requests', () => {
    it('creates each kind and lists them by status; another patron sees none', async () => {
      const exchange = await call('POST', '/api/solicitacoes/comutacao-bibliografica/artigo', 'gabriela', {
        titulo_documento: 'Revista Brasileira de Educação',
        titulo_parte: 'Um artigo',
        pagina_inicial: 20,
        pagina_final: 30,
        biblioteca: library,
      });
      expect(exchange.statusCode).toBe(201);
      expect(requestCreatedResponseSchema.parse(exchange.json()).solicitacao).toMatchObject({
        tipo: 'comutacao-bibliografica',
        subtipo: 'artigo',
        situacao: { codigo: 'aguardando' },
        dados: { pagina_inicial: 20, pagina_final: 30 },
      });
      const survey = await call('POST', '/api/solicitacoes/levantamento-bibliografico', 'gabriela', {
        assunto: 'Educação inclusiva',
        biblioteca: library,
      });
      expect(survey.statusCode).toBe(201);
      const sheet = await call('POST', '/api/solicitacoes/ficha-catalografica', 'gabriela', {
        titulo: 'Minha dissertação',
        autores: 'Bruno Lima',
        ano: 2026,
        paginas: 120,
        palavras_chave: 'educação',
        tipo_trabalho: 'dissertacao',
        biblioteca: library,
      });
      expect(sheet.statusCode).toBe(201);
      const research = await call('POST', '/api/solicitacoes/pesquisa-especializada', 'gabriela', {
        tema: 'Bibliotecas universitárias',
        objetivo: 'Revisão',
        biblioteca: library,
      });
      expect(research.statusCode).toBe(201);

      const waiting = requestsResponseSchema.parse(
        (await call('GET', '/api/solicitacoes/comutacao-bibliografica?status=aguardando', 'gabriela')).json(),
      );
      expect(waiting.solicitacoes).toHaveLength(1);
      const attended = requestsResponseSchema.parse(
        (
          await call('GET', '/api/solicitacoes/levantamento-bibliografico?status=atendida', 'gabriela')
        ).json(),
      );
      expect(attended.solicitacoes).toEqual([]);
      const other = requestsResponseSchema.parse(
        (await call('GET', '/api/solicitacoes/comutacao-bibliografica', 'carla')).json(),
      );
      expect(other.solicitacoes).toEqual([]);
    });

    it('refuses bad input with field messages: page range, unknown kind, missing fields', async () => {
      const pages = await call('POST', '/api/solicitacoes/comutacao-bibliografica/artigo', 'gabriela', {
        titulo_documento: 'X',
        pagina_inicial: 30,
        pagina_final: 20,
        biblioteca: library,
      });
      expect(pages.statusCode).toBe(422);
      expect(pages.json().fields).toEqual({
        pagina_inicial: 'A página inicial não pode ser maior que a final.',
      });
      expect(
        (
          await call('POST', '/api/solicitacoes/comutacao-bibliografica/revista', 'gabriela', {
            titulo_documento: 'X',
          })
        ).statusCode,
      ).toBe(422);
      const missing = await call('POST', '/api/solicitacoes/ficha-catalografica', 'gabriela', {});
      expect(Object.keys(missing.json().fields).sort()).toEqual(
        ['ano', 'autores', 'biblioteca', 'paginas', 'palavras_chave', 'tipo_trabalho', 'titulo'].sort(),
      );
      expect((await call('GET', '/api/solicitacoes/ficha-catalografica')).statusCode).toBe(401);
    });

    it('refuses a survey whose first year is after its last, in the caller’s language', async () => {
      const reversed = await call(
        'POST',
        '/api/solicitacoes/levantamento-bibliografico',
        'gabriela',
        { assunto: 'Educação inclusiva', periodo_inicial: 2020, periodo_final: 2010, biblioteca: library },
        '5',
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().fields).toEqual({
        periodo_inicial: 'The first year cannot be after the last year.',
      });
      const sameYear = await call('POST', '/api/solicitacoes/levantamento-bibliografico', 'gabriela', {
        assunto: 'Educação inclusiva',
        periodo_inicial: 2020,
        periodo_final: 2020,
        biblioteca: library,
      });
      expect(sameYear.statusCode).toBe(201);
    });

    it('inter-library loans: form data and a request with a cleaned phone and e-mail list', async () => {
      const data = (await call('GET', '/api/emprestimo-inter-bibliotecas/dados', 'carla')).json();
      expect(data.bibliotecas.length).toBeGreaterThan(1);
      const response = await call('POST', '/api/emprestimo-inter-bibliotecas', 'carla', {
        titulo: 'Obra rara',
        instituicao_fornecedora: 'Universidade Vizinha',
        biblioteca: library,
        telefone: '+55 (61) 99999-0000 ramal 12',
        email: ' Carla@Example.org ; outra@example.org ',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().solicitacao.dados).toMatchObject({
        telefone: '55 (61) 99999-00',
        email: 'carla@example.org;outra@example.org',
      });
      const bad = await call('POST', '/api/emprestimo-inter-bibliotecas', 'carla', {
        titulo: 'Obra rara',
        instituicao_fornecedora: 'U',
        biblioteca: library,
        telefone: 'abc',
        email: 'carla@;x',
      });
      expect(bad.json().fields).toEqual({
        telefone: 'Informe um telefone válido.',
        email: 'Preencha um e-mail válido!',
      });
    });
  });

  describe('/api/solicitacao-emprestimo', () => {
    let title = 0;
    let origin = 0;
    beforeAll(async () => {
      const [row] = await context.db.query<{ cod_acervo: number; cod_biblioteca: number }>(
        `select e.cod_acervo, e.cod_biblioteca from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
          where e.situacao = 'disponivel' and t.permite_emprestimo and e.volume is null and e.tomo is null
            and e.parte is null and e.material_adicional is null
            and (select count(*) from exemplar o where o.cod_acervo = e.cod_acervo and o.cod_biblioteca = e.cod_biblioteca) = 1
          order by e.cod_exemplar limit 1`,
      );
      title = row!.cod_acervo;
      origin = row!.cod_biblioteca;
    });
    const receiving = () => (origin === library ? otherLibrary : library);

    it('offers the libraries holding lendable copies and the patron’s contacts', async () => {
      const info = loanRequestOptionsResponseSchema.parse(
        (await call('GET', `/api/solicitacao-emprestimo/${title}/informacoes-iniciais`, 'joseAluno')).json(),
      );
      expect(info.bibliotecasOrigem).toContainEqual(
        expect.objectContaining({ codigo: origin, disponiveis: 1 }),
      );
      expect(info.bibliotecasRecebimento.length).toBeGreaterThan(1);
    });

    it('creates a request, lists it as waiting, and refuses the same request twice', async () => {
      const body = {
        biblioteca_origem: origin,
        biblioteca_recebimento: receiving(),
        telefone: '(61) 3333-4444',
        email: 'jose@example.org;jose2@example.org',
      };
      const response = await call('POST', `/api/solicitacao-emprestimo/${title}`, 'joseAluno', body);
      expect(response.statusCode).toBe(201);
      expect(loanRequestCreatedResponseSchema.parse(response.json()).solicitacao).toMatchObject({
        codAcervo: title,
        situacao: { codigo: 'aguardando' },
        email: 'jose@example.org;jose2@example.org',
      });
      const again = await call('POST', `/api/solicitacao-emprestimo/${title}`, 'joseAluno', body);
      expect(again.statusCode).toBe(409);
      const waiting = loanRequestsResponseSchema.parse(
        (await call('GET', '/api/solicitacao-emprestimo?status=aguardando', 'joseAluno')).json(),
      );
      expect(waiting.solicitacoes).toHaveLength(1);
      for (const status of ['finalizado', 'nao_finalizado', 'disponivel', 'em_transito']) {
        const list = loanRequestsResponseSchema.parse(
          (await call('GET', `/api/solicitacao-emprestimo?status=${status}`, 'joseAluno')).json(),
        );
        expect(list.solicitacoes).toEqual([]);
      }
      expect(
        loanRequestsResponseSchema.parse((await call('GET', '/api/solicitacao-emprestimo', 'ana')).json())
          .solicitacoes,
      ).toEqual([]);
    });

    it('refuses bad contacts, the same unit for sending and receiving, unknown titles, anonymous', async () => {
      const bad = await call('POST', `/api/solicitacao-emprestimo/${title}`, 'igor', {
        biblioteca_origem: origin,
        biblioteca_recebimento: receiving(),
        telefone: '---',
        email: 'not-an-email',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({
        telefone: 'Informe um telefone válido.',
        email: 'Preencha um e-mail válido!',
      });
      const same = await call('POST', `/api/solicitacao-emprestimo/${title}`, 'igor', {
        biblioteca_origem: origin,
        biblioteca_recebimento: origin,
        telefone: '61 3333-4444',
        email: 'igor@example.org',
      });
      expect(same.json().fields).toHaveProperty('biblioteca_recebimento');
      expect(
        (
          await call('POST', '/api/solicitacao-emprestimo/999999', 'igor', {
            biblioteca_origem: origin,
            biblioteca_recebimento: receiving(),
            telefone: '61 3333-4444',
            email: 'igor@example.org',
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/solicitacao-emprestimo')).statusCode).toBe(401);
      const status = await call('GET', '/api/solicitacao-emprestimo?status=perdido', 'igor');
      expect(status.statusCode).toBe(422);
    });
  });
});
