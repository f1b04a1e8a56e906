import {
  databasesResponseSchema,
  loanStatisticsResponseSchema,
  suggestionStatisticsResponseSchema,
  titleTotalsResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Statistics, collection totals and databases', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  const personOf = async (usuario: string) =>
    (
      await context.db.query<{ cod_pessoa: number }>('select cod_pessoa from login where usuario = $1', [
        usuario,
      ])
    )[0]!.cod_pessoa;

  describe('GET /api/acervo/{id}/totais', () => {
    it('counts a title’s copies, copies on the shelf, loans and holds, per library and overall', async () => {
      const [title] = await context.db.query<{ cod_acervo: number; exemplares: number; disponiveis: number }>(
        `select e.cod_acervo, count(*)::int as exemplares, count(*) filter (where e.situacao = 'disponivel')::int as disponiveis
           from exemplar e where exists (select 1 from reserva r where r.cod_acervo = e.cod_acervo)
          group by e.cod_acervo order by count(distinct e.cod_biblioteca) desc, e.cod_acervo limit 1`,
      );
      const [{ loans, holds }] = (await context.db.query<{ loans: number; holds: number }>(
        `select (select count(*)::int from emprestimo m join exemplar e using (cod_exemplar) where e.cod_acervo = $1) as loans,
                (select count(*)::int from reserva where cod_acervo = $1) as holds`,
        [title!.cod_acervo],
      )) as [{ loans: number; holds: number }];
      const response = await call('GET', `/api/acervo/${title!.cod_acervo}/totais`);
      expect(response.statusCode).toBe(200);
      const totals = titleTotalsResponseSchema.parse(response.json());
      expect(totals).toMatchObject({
        exemplares: title!.exemplares,
        disponiveis: title!.disponiveis,
        emprestimos: loans,
        reservas: holds,
      });
      expect(totals.reservas).toBeGreaterThan(0);
      const sum = (field: 'exemplares' | 'emprestimos' | 'reservas') =>
        totals.bibliotecas.reduce((total, library) => total + library[field], 0);
      expect([sum('exemplares'), sum('emprestimos'), sum('reservas')]).toEqual([
        totals.exemplares,
        totals.emprestimos,
        totals.reservas,
      ]);

      // One library: only its row and its figures; a period in the future has no loans or holds.
      const library = totals.bibliotecas[0]!;
      const one = titleTotalsResponseSchema.parse(
        (await call('GET', `/api/acervo/${title!.cod_acervo}/totais?biblioteca=${library.codigo}`)).json(),
      );
      expect(one.bibliotecas).toEqual([library]);
      expect(one.exemplares).toBe(library.exemplares);
      const future = titleTotalsResponseSchema.parse(
        (await call('GET', `/api/acervo/${title!.cod_acervo}/totais?dataIni=01/01/2999`)).json(),
      );
      expect(future).toMatchObject({ emprestimos: 0, reservas: 0, exemplares: title!.exemplares });
    });

    it('answers 422 naming the field for a reversed period or a bad date, 404 for an unknown title', async () => {
      const reversed = await call('GET', '/api/acervo/1/totais?dataIni=2026-05-02&dataFim=2026-05-01');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().fields).toEqual({
        dataIni: 'A data inicial não pode ser posterior à data final.',
      });
      const bad = await call(
        'GET',
        '/api/acervo/1/totais?dataFim=31/02/2026&biblioteca=x',
        undefined,
        undefined,
        '5',
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['biblioteca', 'dataFim']);
      expect((await call('GET', '/api/acervo/99999999/totais')).statusCode).toBe(404);
    });
  });

  describe('GET /api/emprestimo/estatisticas', () => {
    it('counts the patron’s own loans, renewals, holds and fines; each patron sees only theirs', async () => {
      for (const [who, usuario] of [
        ['ana', '2024001'],
        ['carla', 'carla.ribeiro'],
      ] as const) {
        const codPessoa = await personOf(usuario);
        const [expected] = await context.db.query<{
          loans: number;
          open: number;
          holds: number;
          fines: number;
          amount: number;
        }>(
          `select (select count(*)::int from emprestimo where cod_pessoa = $1) as loans,
                  (select count(*)::int from emprestimo where cod_pessoa = $1 and data_devolucao is null) as open,
                  (select count(*)::int from reserva where cod_pessoa = $1) as holds,
                  (select count(*)::int from multa where cod_pessoa = $1) as fines,
                  (select coalesce(sum(valor), 0) from multa where cod_pessoa = $1) as amount`,
          [codPessoa],
        );
        const response = await call('GET', '/api/emprestimo/estatisticas', who);
        expect(response.statusCode).toBe(200);
        const statistics = loanStatisticsResponseSchema.parse(response.json());
        expect(statistics).toMatchObject({
          emprestimos: expected!.loans,
          emAberto: expected!.open,
          reservas: expected!.holds,
          multas: { quantidade: expected!.fines, valor: expected!.amount },
        });
        expect(statistics.porAno.reduce((total, year) => total + year.total, 0)).toBe(expected!.loans);
        expect(statistics.porBiblioteca.reduce((total, library) => total + library.total, 0)).toBe(
          expected!.loans,
        );
        expect(statistics.porTipoObra.reduce((total, type) => total + type.total, 0)).toBe(expected!.loans);
      }
      // Carla owes R$ 4,00: part of her fines is not settled.
      const carla = loanStatisticsResponseSchema.parse(
        (await call('GET', '/api/emprestimo/estatisticas', 'carla')).json(),
      );
      expect(carla.multas.valor - carla.multas.quitado).toBeCloseTo(4, 2);
    });

    it('counts a renewal made today, and nothing in a period before the patron’s loans', async () => {
      const before = loanStatisticsResponseSchema.parse(
        (await call('GET', '/api/emprestimo/estatisticas', 'igor')).json(),
      );
      const renewal = await call('POST', '/api/emprestimo/renovacao?todos=true', 'igor');
      const renewed = renewal.json().renovados as number;
      const after = loanStatisticsResponseSchema.parse(
        (await call('GET', '/api/emprestimo/estatisticas', 'igor')).json(),
      );
      expect(after.renovacoes).toBe(before.renovacoes + renewed);
      const old = loanStatisticsResponseSchema.parse(
        (
          await call('GET', '/api/emprestimo/estatisticas?dataIni=2000-01-01&dataFim=2000-12-31', 'igor')
        ).json(),
      );
      expect(old).toMatchObject({
        emprestimos: 0,
        renovacoes: 0,
        reservas: 0,
        porAno: [],
        porBiblioteca: [],
      });
    });

    it('answers 422 with field messages, 401 anonymous', async () => {
      const reversed = await call(
        'GET',
        '/api/emprestimo/estatisticas?dataIni=2026-05-02&dataFim=2026-05-01',
        'ana',
        undefined,
        '5',
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().fields).toEqual({ dataIni: 'The start date cannot be after the end date.' });
      const unknownLibrary = await call('GET', '/api/emprestimo/estatisticas?biblioteca=99999', 'ana');
      expect(unknownLibrary.statusCode).toBe(422);
      expect(unknownLibrary.json().fields).toEqual({ biblioteca: 'Escolha uma das opções válidas.' });
      expect((await call('GET', '/api/emprestimo/estatisticas')).statusCode).toBe(401);
    });
  });

  describe('GET /api/aquisicao/estatisticas', () => {
    it('counts the patron’s suggestions by status and library; another patron’s are not counted', async () => {
      const daniel = suggestionStatisticsResponseSchema.parse(
        (await call('GET', '/api/aquisicao/estatisticas', 'daniel')).json(),
      );
      const [{ total }] = (await context.db.query<{ total: number }>(
        'select count(*)::int as total from sugestao_aquisicao where cod_pessoa = $1',
        [await personOf('daniel.alves')],
      )) as [{ total: number }];
      expect(daniel.total).toBe(total);
      expect(daniel.porSituacao).toHaveLength(14);
      expect(daniel.porSituacao.reduce((sum, status) => sum + status.total, 0)).toBe(total);
      expect(daniel.porBiblioteca.reduce((sum, library) => sum + library.total, 0)).toBe(total);
      const ana = suggestionStatisticsResponseSchema.parse(
        (await call('GET', '/api/aquisicao/estatisticas', 'ana')).json(),
      );
      expect(ana).toEqual({ total: 0, porSituacao: [], porBiblioteca: [] });
    });

    it('answers 422 with field messages, 401 anonymous', async () => {
      const reversed = await call(
        'GET',
        '/api/aquisicao/estatisticas?dataIni=2026-05-02&dataFim=2026-05-01',
        'daniel',
      );
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().fields).toEqual({
        dataIni: 'A data inicial não pode ser posterior à data final.',
      });
      const unknownLibrary = await call('GET', '/api/aquisicao/estatisticas?biblioteca=99999', 'daniel');
      expect(unknownLibrary.statusCode).toBe(422);
      expect(unknownLibrary.json().fields).toEqual({ biblioteca: 'Escolha uma das opções válidas.' });
      expect((await call('GET', '/api/aquisicao/estatisticas')).statusCode).toBe(401);
    });
  });

  describe('GET /api/acervo/meu-pergamum/bases-dados', () => {
    it('lists the databases open to the patron’s category, with how to open each', async () => {
      const ana = databasesResponseSchema.parse(
        (await call('GET', '/api/acervo/meu-pergamum/bases-dados', 'ana')).json(),
      ).bases;
      expect(ana.map((base) => [base.nome, base.redirecionamento])).toEqual([
        ['Portal de Periódicos', 'periodicos'],
        ['Biblioteca Digital de E-books', 'ebooks'],
        ['SciELO', null],
      ]);
      // A professor also gets the standards collection, limited to some categories and the campus.
      const daniel = databasesResponseSchema.parse(
        (await call('GET', '/api/acervo/meu-pergamum/bases-dados', 'daniel', undefined, '5')).json(),
      ).bases;
      expect(daniel.at(-1)).toMatchObject({
        nome: 'Coleção de Normas Técnicas',
        acessoRemoto: false,
        descricao: 'Brazilian and international technical standards (on the campus network).',
      });
      // The key it names really opens it logged in.
      const redirect = await call('PUT', '/api/pessoas/meu-pergamum/redirect-base', 'ana', {
        base: ana[0]!.redirecionamento,
      });
      expect(redirect.statusCode).toBe(200);
      expect(redirect.json().url).toMatch(
        /^http:\/\/portal\.test\/pergamum_redireciona\?token=.+&base=periodicos$/,
      );
    });

    it('refuses anonymous callers (401) and categories without the database activity (403)', async () => {
      expect((await call('GET', '/api/acervo/meu-pergamum/bases-dados')).statusCode).toBe(401);
      await context.db.query(
        'delete from categoria_permissao where cod_categoria = 7 and cod_atividade = 57',
      );
      const refused = await call('GET', '/api/acervo/meu-pergamum/bases-dados', 'gabriela');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PERMISSAO_NEGADA');
    });
  });
});
