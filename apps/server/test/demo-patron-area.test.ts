import { storageRequestStatuses } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** What README "My area in the demo" promises each demo login shows. */
describe('Demo My area', () => {
  const context = useTestApp();
  const count = async (sql: string, usuario: string) =>
    (
      await context.db.query<{ total: number }>(`select count(*)::int as total from (${sql}) rows`, [usuario])
    )[0]!.total;
  const person = `(select cod_pessoa from login where usuario = $1)`;

  it('has every suggestion, request, loan-request and closed-storage status, alerts read and unread', async () => {
    expect(
      await count(
        `select distinct situacao from sugestao_aquisicao where cod_pessoa = ${person}`,
        'daniel.alves',
      ),
    ).toBe(14);
    expect(
      await count(
        `select distinct tipo, situacao from solicitacao where cod_pessoa = ${person}`,
        'bruno.lima',
      ),
    ).toBe(20);
    expect(
      await count(
        `select distinct situacao from solicitacao_emprestimo where cod_pessoa = ${person}`,
        'igor.batista',
      ),
    ).toBe(5);
    expect(
      await count(
        `select distinct i.situacao from solicitacao_armazem s join solicitacao_armazem_item i using (cod_solicitacao)
          where s.cod_pessoa = ${person}`,
        'igor.batista',
      ),
    ).toBe(storageRequestStatuses.length);
    expect(
      await count(`select 1 from alerta where cod_pessoa = ${person} and lido_em is null`, 'bruno.lima'),
    ).toBe(2);
    expect(
      await count(`select 1 from alerta where cod_pessoa = ${person} and lido_em is not null`, 'bruno.lima'),
    ).toBe(1);
  });

  it('has a copy in the storage room of each of the first two libraries', async () => {
    const rooms = await context.db.query<{ copies: number }>(
      `select (select count(*)::int from exemplar_armazem x where x.cod_armazem = s.cod_armazem) as copies
         from armazem s order by s.cod_biblioteca`,
    );
    expect(rooms).toHaveLength(2);
    for (const room of rooms) expect(room.copies).toBeGreaterThan(0);
  });

  it('has a basket, an interest profile, teaching plans and an issued clearance', async () => {
    expect(await count(`select 1 from cesta_permanente where cod_pessoa = ${person}`, '2024001')).toBe(4);
    expect(
      await count(
        `select 1 from cesta_permanente where cod_pessoa = ${person} and removido_em is not null`,
        '2024001',
      ),
    ).toBe(1);
    expect(
      await count(`select 1 from perfil_interesse_termo where cod_pessoa = ${person}`, 'daniel.alves'),
    ).toBe(1);
    expect(
      await count(
        `select 1 from plano_ensino_bibliografia b join plano_ensino p using (cod_plano) where p.professor <> $1`,
        'x',
      ),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await count(
        `select 1 from nada_consta where cod_pessoa = ${person} and codigo_verificacao = 'DEMO-NADA-CONS'`,
        'jose.santos',
      ),
    ).toBe(1);
  });
});
