import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { parseSearchParams } from '../../../lib/search/search-url.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { useMswServer } from '../../../testing/msw-server.ts';
import { preloadSearch, useSearch } from './search.ts';

const href = '/?termo=machado&campo=autor';

function Results() {
  const { data } = useSearch(parseSearchParams(new URLSearchParams(href.slice(2))));
  return data ? <p>{data.total} títulos</p> : null;
}

/** Sends the search as the form does, then shows the results that read it. */
function SendThenShow() {
  const client = useApiClient();
  const [sent, setSent] = useState(false);
  const send = () => {
    void preloadSearch(client, 'pt', href);
    setSent(true);
  };
  return sent ? <Results /> : <button onClick={send}>Pesquisar</button>;
}

describe('preloadSearch', () => {
  const server = useMswServer();

  it('sends the search once: the results read the answer already on its way', async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/consulta') searches.push(request.url);
    });
    await renderWithProviders(<SendThenShow />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(/títulos$/)).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('termo=machado&campo=autor');
  });
});
