import type { SearchResponse } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { refreshTitles } from '../../src/modules/search/documents/sync-search-documents.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('search hits kept beside the index', () => {
  const ctx = useTestApp();
  const hitOf = async (word: string, id: number) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/consulta?termo=${word}&quantPag=100` });
    expect(response.statusCode).toBe(200);
    return (response.json() as SearchResponse).data.find((hit) => hit.cod_acervo === id);
  };

  it('show a loan, a return, a new copy and a retitled title in the very next search', async () => {
    // Suggestions wait for the index, so after this call the index answers /api/consulta.
    await ctx.app.inject({ method: 'GET', url: '/api/consulta/sugestoes?termo=hist' });
    const [title] = await ctx.db.query<{ cod_acervo: number; cod_exemplar: number }>(
      `select e.cod_acervo, min(e.cod_exemplar) as cod_exemplar from exemplar e
        where e.situacao = 'disponivel' group by e.cod_acervo order by e.cod_acervo limit 1`,
    );
    const id = title!.cod_acervo;
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `update acervo set titulo = 'Xilogravuras do sertão', atualizado_em = now() where cod_acervo = $1`,
        [id],
      );
      await refreshTitles(tx, [id]);
    });
    const before = (await hitOf('xilogravuras', id))!;
    expect(before.obra).toMatch(/^Xilogravuras do sertão/);
    expect(await hitOf('xilogravuras', id)).toEqual(before); // asked again

    const setStatus = (situacao: string) =>
      ctx.db.query('update exemplar set situacao = $2 where cod_exemplar = $1', [
        title!.cod_exemplar,
        situacao,
      ]);
    await setStatus('emprestado');
    expect((await hitOf('xilogravuras', id))!.exemplares_disponiveis).toBe(before.exemplares_disponiveis - 1);
    await setStatus('disponivel');
    expect((await hitOf('xilogravuras', id))!.exemplares_disponiveis).toBe(before.exemplares_disponiveis);

    await ctx.db.query(
      `insert into exemplar (cod_acervo, cod_biblioteca, tombo, situacao, cod_tipo_emprestimo)
       select cod_acervo, cod_biblioteca, tombo || '-x', 'disponivel', cod_tipo_emprestimo
         from exemplar where cod_exemplar = $1`,
      [title!.cod_exemplar],
    );
    expect((await hitOf('xilogravuras', id))!.exemplares).toBe(before.exemplares + 1);

    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `update acervo set titulo = 'Xilogravuras do agreste', atualizado_em = now() where cod_acervo = $1`,
        [id],
      );
      await refreshTitles(tx, [id]);
    });
    expect((await hitOf('xilogravuras', id))!.obra).toMatch(/^Xilogravuras do agreste/);
  });
});
