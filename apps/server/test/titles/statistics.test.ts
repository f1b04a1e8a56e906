import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('Title statistics and permissions', () => {
  const ctx = useTestApp();
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('counts the loans of a lent title overall, per year and per month', async () => {
    const [lent] = await ctx.db.query<{ cod_acervo: number; loans: number; year: number }>(
      `select e.cod_acervo, count(*)::int as loans, max(extract(year from m.data_emprestimo))::int as year
         from emprestimo m join exemplar e using (cod_exemplar) group by e.cod_acervo order by count(*) desc, e.cod_acervo limit 1`,
    );
    const totals = await get(`/api/acervo/${lent!.cod_acervo}/totais`);
    expect(totals.body.emprestimos).toBe(lent!.loans);
    const years = await get(`/api/acervo/${lent!.cod_acervo}/dados-estatisticos/anos`);
    expect(years.body).toContain(lent!.year);
    const months = await get(`/api/acervo/${lent!.cod_acervo}/dados-estatisticos/dados/${lent!.year}`);
    expect(months.body).toHaveLength(12);
    const [{ inYear }] = (await ctx.db.query<{ inYear: number }>(
      `select count(*)::int as "inYear" from emprestimo m join exemplar e using (cod_exemplar)
        where e.cod_acervo = $1 and extract(year from m.data_emprestimo) = $2`,
      [lent!.cod_acervo, lent!.year],
    )) as [{ inYear: number }];
    expect(
      months.body.reduce((sum: number, month: { emprestimos: number }) => sum + month.emprestimos, 0),
    ).toBe(inYear);
    const future = await get(`/api/acervo/${lent!.cod_acervo}/totais?dataIni=2999-01-01`);
    expect(future.body.emprestimos).toBe(0);
  });

  it('says whether a title can be held or lent', async () => {
    const [reference] = await ctx.db.query<{ cod_acervo: number }>(
      `select a.cod_acervo from acervo a where exists (select 1 from exemplar e where e.cod_acervo = a.cod_acervo)
          and not exists (select 1 from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
                           where e.cod_acervo = a.cod_acervo and t.permite_emprestimo) limit 1`,
    );
    if (reference) {
      expect((await get(`/api/acervo/${reference.cod_acervo}/permissoes`)).body).toMatchObject({
        emprestimo: false,
        reserva: false,
      });
    }
    const [lendable] = await ctx.db.query<{ cod_acervo: number }>(
      'select e.cod_acervo from exemplar e where e.cod_tipo_emprestimo = 1 limit 1',
    );
    expect((await get(`/api/acervo/${lendable!.cod_acervo}/permissoes`)).body).toMatchObject({
      emprestimo: true,
      reserva: true,
    });
    expect((await get(`/api/acervo/${lendable!.cod_acervo}/cor`)).body.cor).toMatch(/^#[0-9a-f]{6}$/);
    expect((await get('/api/acervo/99999999/permissoes')).status).toBe(404);
    expect((await get('/api/acervo/1/dados-estatisticos/dados/20')).status).toBe(422);
  });
});
