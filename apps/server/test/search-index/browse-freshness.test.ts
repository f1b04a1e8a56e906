import { describe, expect, it } from 'vitest';
import { refreshTitles } from '../../src/modules/search/documents/sync-search-documents.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Browse views answered by the search index', () => {
  const ctx = useTestApp();
  const browseTotal = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { total: number }).total;
  };

  it('show a catalogue change in the very next browse, with no stale cached totals', async () => {
    // Suggestions wait for the index, so after this call the index answers /api/consulta.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/consulta/sugestoes?termo=hist' })).statusCode,
    ).toBe(200);
    const url = '/api/consulta/navegar?filtro=T:1&facetas=1';
    const before = await browseTotal(url);
    const [other] = await ctx.db.query<{ cod_acervo: number }>(
      'select cod_acervo from acervo where cod_tipo_obra <> 1 order by cod_acervo limit 1',
    );
    await ctx.db.transaction(async (tx) => {
      await tx.query('update acervo set cod_tipo_obra = 1, atualizado_em = now() where cod_acervo = $1', [
        other!.cod_acervo,
      ]);
      await refreshTitles(tx, [other!.cod_acervo]);
    });
    expect(await browseTotal(url)).toBe(before + 1);
  });
});
