import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

type Parameter = { in: string; name: string; schema?: { type?: string } };

describe('OpenAPI document and UI at /api/docs', () => {
  const context = useTestApp();

  it('documents every auth, people and parameters route with tags, a summary and responses', async () => {
    const response = await context.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: object; security?: unknown }>
      >;
      components: { securitySchemes: object };
    };
    const ours = Object.entries(document.paths).filter(([path]) =>
      /^\/(api\/)?(oauth|oidc|saml|pessoas|parametros)|^\/api\/(oauth|oidc|saml|pessoas|parametros)/.test(
        path,
      ),
    );
    const operations = ours.flatMap(([, byMethod]) => Object.keys(byMethod));
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const [path, operations] of ours) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.responses, `${method} ${path}`).toBeDefined();
      }
    }
    expect(document.paths['/api/pessoas/']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/oauth/token']?.post?.responses).toHaveProperty('430');
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('documents every patron-area route with tags, a summary and its error answers', async () => {
    const document = (await context.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>;
    };
    const patronArea =
      /^\/api\/(emprestimo|reserva|alertas|aquisicao|solicitacoes|solicitacao-emprestimo|solicitacao-armazem|gravar-armazem|perfil-interesse|nada-consta|acervo\/(cesta-permanente|plano-ensino|meu-pergamum))\b/;
    const ours = Object.entries(document.paths).filter(([path]) => patronArea.test(path));
    expect(ours.length).toBeGreaterThanOrEqual(40);
    for (const [path, operations] of ours) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    for (const path of [
      '/api/emprestimo/estatisticas',
      '/api/aquisicao/estatisticas',
      '/api/acervo/{id}/totais',
    ]) {
      expect(document.paths[path]?.get?.responses, path).toHaveProperty('422');
    }
    expect(Object.keys(document.paths['/api/gravar-armazem']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '401', '422']),
    );
    expect(document.paths['/api/solicitacao-armazem/{id}']?.get?.responses).toHaveProperty('404');
    expect(document.paths['/api/acervo/meu-pergamum/bases-dados']?.get?.responses).toHaveProperty('200');
    expect(document.paths['/api/nada-consta/verificar/{codigo}/qrcode']?.get?.summary).toMatch(/QR code/);
  });

  it('is a valid OpenAPI document, as a client generator reads it', async () => {
    const document = (await context.app.inject({ url: '/api/docs/json' })).json();
    // Schema and semantic validation (parameters, references, operation ids) of the whole document.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    // Query parameters are the real ones, each a scalar or a list of scalars, never an object.
    for (const [path, operations] of Object.entries<Record<string, { parameters?: Parameter[] }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          expect(parameter.schema?.type, `${method} ${path} ${parameter.in} ${parameter.name}`).not.toBe(
            'object',
          );
        }
      }
    }
    const queryNames = (path: string) =>
      (document.paths[path].get.parameters as Parameter[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    expect(queryNames('/api/consulta/filtros')).toEqual(['search_tab']);
    expect(queryNames('/api/consulta/titulos-adicionais')).toEqual(['acervos']);
    expect(queryNames('/api/consulta/acervos-indexados')).toEqual(['acervos']);
    expect(queryNames('/api/consulta/produtos-target')).toEqual(['termoPesquisa']);
  });

  it('documents the loan codes as strings of digits and `reservado` as the number 0 or 1', async () => {
    const document = (await context.app.inject({ url: '/api/docs/json' })).json();
    const loan =
      document.paths['/api/emprestimo/titulos-pendentes'].get.responses['200'].content['application/json']
        .schema.properties.titulos.items;
    for (const code of ['codExemplar', 'codBibliotecaExemplar']) {
      expect(loan.properties[code], code).toMatchObject({ type: 'string', pattern: '^\\d+$' });
    }
    expect(loan.properties.reservado).toEqual({ type: 'number', enum: [0, 1] });
    // Renewals accept the codes as numbers or strings of digits (both kinds of client exist).
    const item =
      document.paths['/api/emprestimo/renovacao'].post.requestBody.content['application/json'].schema.items;
    expect(
      item.properties.codBibliotecaExemplar.anyOf.map((option: { type: string }) => option.type),
    ).toEqual(['integer', 'string']);
  });

  it('serves the UI with a content security policy its own files satisfy', async () => {
    const page = await context.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Plain-http installs on a LAN must keep working: no forced upgrade to https.
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The page loads only same-origin scripts (no inline ones the CSP would block).
    const html = page.body;
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const [, source] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
      expect(source).not.toMatch(/^https?:/);
      const script = await context.app.inject({ url: new URL(source!, 'http://x/api/docs').pathname });
      expect(script.statusCode, source).toBe(200);
    }
    const initializer = await context.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/SwaggerUIBundle\(/);
  });
});
