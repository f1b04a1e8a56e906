import { institutionPath, tokenPath } from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import { institutionFixture } from './institution-fixture.ts';
import { loginFixture } from './login-fixture.ts';
import { fieldOptionsFixture, searchFixture, sortOptionsFixture, suggestionsFor } from './search-fixtures.ts';
import { commentHandlers } from './comment-fixtures.ts';
import { kardexHandlers } from './kardex-fixtures.ts';
import { titleHandlers } from './title-fixtures.ts';

/** A public token as `/oauth/token` hands out for client_credentials. */
export const publicTokenFixture = {
  access_token: 'public-token',
  token_type: 'Bearer' as const,
  expires_in: 3600,
  scope: '',
};

/** API answers shared by Storybook, unit tests and the mock mode (one source of fixtures). */
export const handlers = [
  ...titleHandlers,
  ...kardexHandlers,
  ...commentHandlers,
  http.post(tokenPath, () => HttpResponse.json(publicTokenFixture)),
  http.get(institutionPath, () => HttpResponse.json(institutionFixture)),
  http.get('/api/parametros/funcionalidades', () =>
    HttpResponse.json({
      funcionalidades: [8, 12, 13, 57, 87, 88, 107].map((cod_atividade) => ({
        cod_modulo: 1,
        cod_atividade,
        descricao: `Atividade ${cod_atividade}`,
      })),
    }),
  ),
  http.get('/api/parametros/secao_1', () =>
    HttpResponse.json({
      titulo: 'Bem-vindo',
      texto: '',
      guias: [
        {
          slug: 'direito',
          titulo: 'Guia de Direito',
          descricao: 'Obras de referência em Direito.',
          pesquisa: 'termo=direito',
          imagem: null,
        },
      ],
    }),
  ),
  http.get('/api/pessoas', () => HttpResponse.json({ user: loginFixture.user })),
  http.get('/api/parametros/atendimento', () => HttpResponse.json({ bibliotecas: [] })),
  http.get('/api/parametros/eventos_institucionais', () => HttpResponse.json({ eventos: [] })),
  http.get('/api/parametros/app-layers', () =>
    HttpResponse.json({ ativo: false, nome: null, url: null, android: null, ios: null }),
  ),
  http.get('/api/parametros/autoatendimento', () =>
    HttpResponse.json({
      showAuto: false,
      codBibAuto: null,
      authAuto: null,
      idiomaAuto: null,
      urlAuto: null,
      tecladoAuto: false,
    }),
  ),
  // The title page asks whether a logged-in patron's permanent basket holds the title.
  http.get('/api/acervo/cesta-permanente', () => HttpResponse.json({ itens: [] })),
  http.get('/api/consulta', () => HttpResponse.json(searchFixture)),
  http.get('/api/consulta/navegar', () => HttpResponse.json(searchFixture)),
  http.get('/api/consulta/ordenacao', () => HttpResponse.json(sortOptionsFixture)),
  http.get('/api/consulta/opcoes-indice', () => HttpResponse.json(fieldOptionsFixture)),
  http.get('/api/consulta/sugestoes', ({ request }) =>
    HttpResponse.json(suggestionsFor(new URL(request.url).searchParams.get('termo') ?? '')),
  ),
  http.get('/api/consulta/sugestoes/correcao', () => HttpResponse.json({ total: 0, sugestao: null })),
];
