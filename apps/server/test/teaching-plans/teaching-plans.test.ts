import { teachingPlanOptionsResponseSchema, teachingPlanResponseSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { checkOut } from '../../src/modules/loans/circulation.ts';
import { deskTime } from '../helpers/library-time.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Teaching plans: /api/acervo/plano-ensino', () => {
  const context = useTestApp();
  const get = (url: string, lang = '1') => context.app.inject({ url, headers: { lang } });
  const year = new Date().getFullYear();

  it('lists disciplines with plans, their departments and years', async () => {
    const response = await get('/api/acervo/plano-ensino/disciplinas-bibliotecas');
    expect(response.statusCode).toBe(200);
    const options = teachingPlanOptionsResponseSchema.parse(response.json());
    expect(options.disciplinas.map((discipline) => discipline.codigo).sort()).toEqual(['DIR201', 'LET101']);
    expect(options.disciplinas[0]!.anos).toEqual([year]);
    expect(options.bibliotecas.length).toBeGreaterThan(1);
  });

  it('answers the bibliography by discipline, year and semester with live availability', async () => {
    const url = `/api/acervo/plano-ensino/bibliografia?disciplina=LET101&ano=${year}&semestre=1`;
    const before = teachingPlanResponseSchema.parse((await get(url)).json());
    expect(before.planos).toHaveLength(1);
    const [plan] = before.planos;
    expect(plan!.bibliografia.map((item) => item.tipo)).toEqual([
      'basica',
      'basica',
      'basica',
      'complementar',
      'complementar',
      'complementar',
    ]);
    // Lending a copy on the shelf shows at once.
    const item = plan!.bibliografia.find((entry) => entry.disponiveis > 0)!;
    const [copy] = await context.db.query<{ cod_exemplar: number }>(
      `select e.cod_exemplar from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
        where e.cod_acervo = $1 and e.situacao = 'disponivel' and t.permite_emprestimo limit 1`,
      [item.codAcervo],
    );
    const [daniel] = await context.db.query<{ cod_login: number }>(
      `select cod_login from login where usuario = 'daniel.alves'`,
    );
    await checkOut(context.db, { codLogin: daniel!.cod_login, codExemplar: copy!.cod_exemplar }, deskTime);
    const after = teachingPlanResponseSchema.parse((await get(url)).json());
    const same = after.planos[0]!.bibliografia.find((entry) => entry.codAcervo === item.codAcervo)!;
    expect(same.disponiveis).toBe(item.disponiveis - 1);
  });

  it('asks for at least one field and validates each', async () => {
    const empty = await get('/api/acervo/plano-ensino/bibliografia');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Preencha ao menos um campo.');
    const bad = await get('/api/acervo/plano-ensino/bibliografia?semestre=3');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty('semestre');
    const none = teachingPlanResponseSchema.parse(
      (await get('/api/acervo/plano-ensino/bibliografia?ano=1999')).json(),
    );
    expect(none.planos).toEqual([]);
  });
});
