/** What the benches search for and open, read from the demo catalogue through the public API. */

type Hit = { cod_acervo: number; obra: string };

async function publicToken(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function search(url: string, token: string, term: string): Promise<{ total: number; data: Hit[] }> {
  const response = await fetch(`${url}/api/consulta?termo=${encodeURIComponent(term)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) return { total: 0, data: [] };
  return (await response.json()) as { total: number; data: Hit[] };
}

/** Common words of title names make poor searches (everything matches): these are skipped. */
const stopWords = new Set(['para', 'como', 'sobre', 'entre', 'com', 'uma', 'das', 'dos', 'the', 'and']);

/**
 * `count` different one-word searches that find titles, taken from the names of the titles broad
 * searches find (deterministic for a given demo catalogue), and one title to open.
 */
export async function demoSearches(url: string, count: number): Promise<{ terms: string[]; title: Hit }> {
  const token = await publicToken(url);
  const words: string[] = [];
  let title: Hit | undefined;
  for (const seed of [
    'historia',
    'brasil',
    'literatura',
    'ciencia',
    'arte',
    'direito',
    'saude',
    'educacao',
  ]) {
    const { data } = await search(url, token, seed);
    title ??= data[0];
    for (const hit of data) {
      for (const word of hit.obra.toLowerCase().split(/[^\p{L}]+/u)) {
        if (word.length >= 4 && !stopWords.has(word) && !words.includes(word)) words.push(word);
      }
    }
    if (words.length >= count * 2) break;
  }
  if (!title) throw new Error('The demo catalogue found no title to open');
  const terms: string[] = [];
  for (const word of words) {
    if (terms.length === count) break;
    if ((await search(url, token, word)).total > 0) terms.push(word);
  }
  return { terms, title };
}
