import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('demo university', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const count = async (table: string) => {
    const [row] = await db.query<{ total: number }>(`select count(*)::int as total from ${table}`);
    return row!.total;
  };

  it('spans at least three campuses and six libraries', async () => {
    expect(await count('campus')).toBeGreaterThanOrEqual(3);
    expect(await count('biblioteca')).toBeGreaterThanOrEqual(6);
  });

  it('has every patron category of the spec, each with the personal-area permission', async () => {
    const rows = await db.query<{ pt: string; personal: boolean }>(
      `select descricao->>'pt' as pt,
              exists (select 1 from categoria_permissao p
                       where p.cod_categoria = c.cod_categoria and p.cod_atividade = 8) as personal
         from categoria_usuario c order by cod_categoria`,
    );
    expect(rows.map((row) => row.pt)).toEqual([
      'Aluno de graduação',
      'Aluno de pós-graduação',
      'Funcionário',
      'Professor',
      'Aluno de intercâmbio',
      'Membro da comunidade',
      'Usuário especial',
    ]);
    expect(rows.every((row) => row.personal)).toBe(true);
  });

  it('is seeded once: starting again adds nothing', async () => {
    const before = [
      await count('biblioteca'),
      await count('categoria_permissao'),
      await count('instituicao'),
    ];
    await seedDemo(db);
    expect([
      await count('biblioteca'),
      await count('categoria_permissao'),
      await count('instituicao'),
    ]).toEqual(before);
  });
});
