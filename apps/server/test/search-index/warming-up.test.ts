import type { SearchResponse, SearchSuggestionsResponse } from '@acervo/contract';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

type Context = ReturnType<typeof useTestApp>;
let ctx: Context;

// The demo catalogue stands for a large one here: no SQL answers while the index is built, and no
// wait for it either, so the first search finds it still being built whatever the machine's speed.
vi.stubEnv('SEARCH_WARMUP_SQL_MAX_TITLES', '0');
vi.stubEnv('SEARCH_INDEX_WAIT_MS', '0');

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('searching while the search index is being built after a start', () => {
  ctx = useTestApp();

  it('says the catalogue is being prepared, with Retry-After, then answers from the index', async () => {
    const first = await get('/api/consulta?termo=lispector', { lang: '5' });
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.json()).toEqual({
      message: 'The catalogue is being prepared for searching. Try again in a moment.',
      code: 'CATALOGO_EM_PREPARO',
    });
    const portuguese = await get('/api/consulta?termo=lispector');
    if (portuguese.statusCode === 503)
      expect(portuguese.json<{ message: string }>().message).toBe(
        'O catálogo está sendo preparado para a pesquisa. Tente novamente em alguns instantes.',
      );

    // Trying again, as the message says, until the index answers.
    let answer = portuguese;
    while (answer.statusCode === 503) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await get('/api/consulta?termo=lispector');
    }
    expect(answer.statusCode).toBe(200);
    const body = answer.json<SearchResponse>();
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.map((hit) => hit.obra)).toContain('Perto do coração selvagem');
    const suggestions = await get('/api/consulta/sugestoes?termo=lispe&campo=autor');
    expect(suggestions.json<SearchSuggestionsResponse>().sugestoes[0]?.texto).toBe('lispector');
  }, 90_000);
});
