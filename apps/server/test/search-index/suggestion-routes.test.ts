import type { SearchCorrectionResponse, SearchSuggestionsResponse } from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

type Context = ReturnType<typeof useTestApp>;
let ctx: Context;

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as T };
}

describe('search suggestions', () => {
  ctx = useTestApp();

  describe('GET /api/consulta/sugestoes', () => {
    it('completes the last word typed with words that find titles, and says how many', async () => {
      const { status, body } = await get<SearchSuggestionsResponse>(
        '/api/consulta/sugestoes?termo=machado%20de%20as',
      );
      expect(status).toBe(200);
      const assis = body.sugestoes.find((suggestion) => suggestion.texto === 'machado de assis');
      expect(assis).toBeDefined();
      const search = await get<{ total: number }>('/api/consulta?termo=machado%20de%20assis');
      expect(search.body.total).toBeGreaterThanOrEqual(assis!.total);
    }, 90_000); // the first call waits for the index to be built

    it('completes within the author or subject index, at most as many as asked, spelt as catalogued', async () => {
      const subjects = await get<SearchSuggestionsResponse>(
        '/api/consulta/sugestoes?termo=hist&campo=assunto&limite=3',
      );
      expect(subjects.body.sugestoes.length).toBeLessThanOrEqual(3);
      expect(subjects.body.sugestoes.map((suggestion) => suggestion.texto)).toContain('história');
      const authors = await get<SearchSuggestionsResponse>('/api/consulta/sugestoes?termo=lispe&campo=autor');
      expect(authors.body.sugestoes[0]?.texto).toBe('lispector');
    });

    it('refuses a missing term or a bad field with 422 in the caller language', async () => {
      for (const url of [
        '',
        '?termo=%20',
        '?termo=a&campo=nada',
        '?termo=a&limite=0',
        '?termo=a&limite=99',
      ]) {
        const response = await get<{ message: string }>(`/api/consulta/sugestoes${url}`, { lang: '5' });
        expect(response.status, url).toBe(422);
        expect(response.body.message, url).toBeTruthy();
      }
    });
  });

  describe('GET /api/consulta/sugestoes/correcao', () => {
    it('suggests the corrected query when a word is misspelt, with what each finds', async () => {
      const { status, body } = await get<SearchCorrectionResponse>(
        '/api/consulta/sugestoes/correcao?termo=machdo%20de%20assis',
      );
      expect(status).toBe(200);
      expect(body.total).toBe(0);
      expect(body.sugestao?.texto).toBe('machado de assis');
      const search = await get<{ total: number }>('/api/consulta?termo=machado%20de%20assis');
      expect(body.sugestao?.total).toBe(search.body.total);
    });

    it('suggests nothing when the query is fine', async () => {
      const { body } = await get<SearchCorrectionResponse>(
        '/api/consulta/sugestoes/correcao?termo=machado%20de%20assis',
      );
      expect(body.sugestao).toBeNull();
      expect(body.total).toBeGreaterThan(0);
    });

    it('is documented in the OpenAPI description', async () => {
      const { body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining(['/api/consulta/sugestoes/', '/api/consulta/sugestoes/correcao']),
      );
    });
  });
});
