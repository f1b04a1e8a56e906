import { searchResponseSchema } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { syncSearchDocuments } from '../../src/modules/search/documents/sync-search-documents.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** What a server start does to the search rows (main.ts, ADR 055): only missing or stale rows. */
describe('search rows at start', () => {
  const ctx = useTestApp();
  const search = async (termo: string) =>
    searchResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/consulta?termo=${termo}&facetas=0` })).json(),
    );

  it('rebuilds nothing when no title changed since the rows were built', async () => {
    expect(await syncSearchDocuments(ctx.db)).toBe(0);
  });

  it('rebuilds only the titles changed or left without rows while the server was stopped', async () => {
    const [changed, missing] = await ctx.db.query<{ cod_acervo: number }>(
      `select cod_acervo from acervo where formato_origem = 'curado' order by cod_acervo limit 2`,
    );
    // A title edited behind the server's back (as an import does), and a title whose rows are gone.
    await ctx.db.query(
      `update acervo set titulo = titulo || ' Quixabeira', atualizado_em = now() + interval '1 second'
        where cod_acervo = $1`,
      [changed!.cod_acervo],
    );
    await ctx.db.query('delete from acervo_busca where cod_acervo = $1', [missing!.cod_acervo]);
    expect(await syncSearchDocuments(ctx.db)).toBe(2);
    expect((await search('quixabeira')).data.map((hit) => hit.cod_acervo)).toEqual([changed!.cod_acervo]);
    const [row] = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from acervo_busca where cod_acervo = $1',
      [missing!.cod_acervo],
    );
    expect(row!.n).toBe(1);
    expect(await syncSearchDocuments(ctx.db)).toBe(0);
  });
});
