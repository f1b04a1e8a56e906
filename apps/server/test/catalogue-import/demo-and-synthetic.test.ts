import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from '../../src/db/pglite/backup.ts';
import { openPgliteDatabase } from '../../src/db/pglite/pglite-database.ts';
import { planDemoCopies } from '../../src/demo/demo-copies.ts';
import { seedSyntheticCatalogue, syntheticTitle } from '../../src/demo/synthetic-catalogue.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// One database for both groups: loading a copy of the seeded template is the slow part here.
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe('demo copies', () => {
  it('spread over every library of the three campuses', async () => {
    const rows = await db.query<{ sigla: string; copies: number }>(
      `select b.sigla, count(e.*)::int as copies from biblioteca b left join exemplar e using (cod_biblioteca)
        group by b.sigla order by b.sigla`,
    );
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.copies, row.sigla).toBeGreaterThan(10);
  });

  it('have varied statuses, none lent or held, reference-only copies and multi-part items', async () => {
    // The demo circulation (demo-circulation.ts) lends and sets aside a few copies afterwards;
    // the copies as laid out here are the others.
    const statuses = await db.query<{ situacao: string }>(
      `select distinct situacao from exemplar e
        where not exists (select 1 from emprestimo l where l.cod_exemplar = e.cod_exemplar and l.data_devolucao is null)
          and not exists (select 1 from reserva r where r.cod_exemplar = e.cod_exemplar and r.situacao = 'liberada')
        order by 1`,
    );
    expect(statuses.map((row) => row.situacao)).toEqual([
      'disponivel',
      'em_processamento',
      'em_reparo',
      'em_transito',
      'extraviado',
    ]);
    const [parts] = await db.query<Record<string, number>>(
      `select count(*) filter (where cod_tipo_emprestimo = 4)::int as reference,
              count(*) filter (where volume is not null)::int as volumes,
              count(*) filter (where tomo is not null)::int as tomes,
              count(*) filter (where parte is not null)::int as parts,
              count(*) filter (where material_adicional is not null)::int as material,
              count(*) filter (where situacao = 'disponivel')::float / count(*) as available
         from exemplar`,
    );
    expect(parts!.reference).toBeGreaterThan(0);
    expect(parts!.volumes).toBeGreaterThan(0);
    expect(parts!.tomes).toBeGreaterThan(0);
    expect(parts!.parts).toBeGreaterThan(0);
    expect(parts!.material).toBeGreaterThan(0);
    expect(parts!.available).toBeGreaterThan(0.85);
  });

  it('are the same every time', async () => {
    const titles = await db.query<Parameters<typeof planDemoCopies>[0][number]>(
      `select cod_acervo, fonte, numero_controle, cod_tipo_obra, cdd, classificacao, acesso_remoto, descricao_fisica,
              titulo, formato_origem from acervo where formato_origem = 'curado' order by fonte, numero_controle`,
    );
    expect(planDemoCopies(titles)).toEqual(planDemoCopies(structuredClone(titles)));
  });
});

describe('synthetic catalogue', () => {
  it('is deterministic for a seed', () => {
    expect(syntheticTitle(3, 41)).toEqual(syntheticTitle(3, 41));
    expect(syntheticTitle(3, 41)).not.toEqual(syntheticTitle(4, 41));
  });

  it('inserts the requested number of titles, with authors, subjects and copies, once', async () => {
    const report = await seedSyntheticCatalogue(db, { count: 250, seed: 9, batchSize: 100 });
    expect(report.titles).toBe(250);
    const [row] = await db.query<{ titles: number; authors: number; copies: number }>(
      `select count(*)::int as titles,
              (select count(*)::int from acervo_autor n join acervo a using (cod_acervo) where a.fonte = 'sintetico') as authors,
              (select count(*)::int from exemplar e join acervo a using (cod_acervo) where a.fonte = 'sintetico') as copies
         from acervo where fonte = 'sintetico'`,
    );
    expect(row!.titles).toBe(250);
    expect(row!.authors).toBeGreaterThanOrEqual(250);
    expect(row!.copies).toBe(report.copies);
    const again = await seedSyntheticCatalogue(db, { count: 250, seed: 9 });
    expect(again.titles).toBe(0);
  });
});

describe.skipIf(process.env.ACERVO_TEST_ENGINE === 'postgres')('embedded database backups', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'acervo-backup-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('restores a dump over later changes and keeps the replaced folder', async () => {
    const dataDir = path.join(folder, 'pglite');
    // A tiny schema is enough: what is under test is the data folder, not the migrations.
    const original = await openPgliteDatabase({ dataDir });
    await original.exec(`
      create table schema_migrations (version integer primary key);
      create table campus (sigla text primary key);
      insert into campus values ('NOR');
    `);
    await original.close();
    const backup = path.join(folder, 'backup.tar.gz');
    expect(await dumpEmbeddedDatabase(dataDir, backup)).toBeGreaterThan(0);

    const changed = await openPgliteDatabase({ dataDir });
    await changed.query(`delete from campus`);
    await changed.close();

    const { keptAs } = await restoreEmbeddedDatabase(dataDir, backup);
    expect(keptAs).toMatch(/pglite\.before-restore-/);
    const restored = await openPgliteDatabase({ dataDir });
    expect(await restored.query('select sigla from campus')).toEqual([{ sigla: 'NOR' }]);
    await restored.close();
    // Five embedded databases open and close on disk here, each a few seconds on a busy machine.
  }, 120_000);
});
