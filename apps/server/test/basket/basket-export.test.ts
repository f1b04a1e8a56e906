import { basketExportSentSchema, basketExportTextSchema, referenceResponseSchema } from '@acervo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, parseMessage } from '../helpers/outbox.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/acervo/exportar-cesta: clipboard and e-mail', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  let titles: number[] = [];
  let references: Map<number, { abnt: string; apa: string }>;

  beforeAll(async () => {
    // Curated Brazilian titles with an author and a year: their references are complete.
    titles = (
      await context.db.query<{ cod_acervo: number }>(
        `select cod_acervo from acervo where formato_origem = 'curado' and ano_publicacao is not null
          order by cod_acervo limit 3`,
      )
    ).map((row) => row.cod_acervo);
    references = new Map();
    for (const id of titles) {
      const reference = async (estilo: string) =>
        referenceResponseSchema.parse(
          (await call('GET', `/api/acervo/${id}/referencia?estilo=${estilo}`)).json(),
        ).texto;
      references.set(id, { abnt: await reference('abnt'), apa: await reference('apa') });
    }
  });

  it('answers ABNT and APA references as text for the clipboard, one per title', async () => {
    for (const tipo of ['abnt', 'apa'] as const) {
      const response = await call('POST', '/api/acervo/exportar-cesta', undefined, {
        tipo,
        dados: 'texto',
        acervos: titles,
      });
      expect(response.statusCode).toBe(200);
      const copied = basketExportTextSchema.parse(response.json());
      expect(copied).toMatchObject({ tipo, total: 3 });
      const paragraphs = copied.texto.trim().split('\n\n');
      expect(paragraphs).toEqual(titles.map((id) => references.get(id)![tipo]));
    }
  });

  it('answers RIS, BibTeX and MARCXML as text, leaving unknown titles out', async () => {
    const ris = basketExportTextSchema.parse(
      (
        await call('POST', '/api/acervo/exportar-cesta', undefined, {
          tipo: 'ris',
          dados: 'texto',
          acervos: [...titles, 99999999],
        })
      ).json(),
    );
    expect(ris.total).toBe(3);
    expect(ris.texto.match(/^TY {2}- /gm)).toHaveLength(3);
    expect(ris.texto.match(/^ER {2}- /gm)).toHaveLength(3);
    const bibtex = basketExportTextSchema.parse(
      (
        await call('POST', '/api/acervo/exportar-cesta', undefined, {
          tipo: 'bibtex',
          dados: 'texto',
          acervos: titles,
        })
      ).json(),
    );
    expect(bibtex.texto.match(/^@\w+\{acervo\d+,$/gm)).toHaveLength(3);
    for (const id of titles) expect(bibtex.texto).toContain(`acervo${id},`);
    const marcxml = basketExportTextSchema.parse(
      (
        await call('POST', '/api/acervo/exportar-cesta', undefined, {
          tipo: 'marcxml',
          dados: 'texto',
          acervos: [titles[0]],
        })
      ).json(),
    );
    expect(marcxml.texto.match(/<record/g)).toHaveLength(1);
  });

  it('exports the patron’s basket when no titles are given', async () => {
    expect(
      (await call('POST', '/api/acervo/cesta-permanente', 'carla', { acervos: titles })).statusCode,
    ).toBe(200);
    const copied = basketExportTextSchema.parse(
      (await call('POST', '/api/acervo/exportar-cesta', 'carla', { tipo: 'abnt', dados: 'texto' })).json(),
    );
    expect(copied.total).toBe(3);
    expect(copied.texto.trim().split('\n\n').sort()).toEqual(
      titles.map((id) => references.get(id)!.abnt).sort(),
    );
  });

  it('mails the references in the message and the export as an attachment, in the caller’s language', async () => {
    const response = await call(
      'POST',
      '/api/acervo/exportar-cesta',
      undefined,
      { tipo: 'abnt', acervos: titles, opcoesEmail: { email: 'leitor@example.org;colega@example.org' } },
      '5',
    );
    expect(response.statusCode).toBe(200);
    expect(basketExportSentSchema.parse(response.json())).toEqual({ message: 'Export sent by e-mail.' });
    const messages = await outboxMessages(context.dataDir);
    const mail = messages.find((message) => message.name.endsWith('-leitor@example.org.eml'));
    expect(mail).toBeDefined();
    // One message to both addresses of the list.
    expect(mail!.raw).toMatch(/^To: .*colega@example\.org/m);
    const body = (await parseMessage(mail!.raw)).text ?? '';
    expect(body).toContain('References of the 3 exported title(s) (also attached):');
    for (const id of titles) expect(body).toContain(references.get(id)!.abnt);
    expect(mail!.raw).toContain('filename=cesta.txt');

    const ris = await call('POST', '/api/acervo/exportar-cesta', undefined, {
      tipo: 'ris',
      acervos: titles,
      opcoesEmail: { email: 'ris@example.org' },
    });
    expect(ris.statusCode).toBe(200);
    const risMail = (await outboxMessages(context.dataDir)).find((message) =>
      message.name.endsWith('-ris@example.org.eml'),
    );
    expect(risMail?.raw).toContain('filename=cesta.ris');
  });

  it('refuses bad bodies with 422 and nothing to export with 404', async () => {
    const bad = [
      { tipo: 'pdf', acervos: titles },
      { tipo: 'abnt', dados: 'impressora', acervos: titles },
      { tipo: 'iso2709', dados: 'texto', acervos: titles },
      { tipo: 'abnt', acervos: [] },
      { tipo: 'abnt', acervos: ['x'] },
      { tipo: 'abnt', acervos: titles, opcoesEmail: { email: 'not-an-address' } },
      { tipo: 'abnt', dados: 'texto' },
    ];
    for (const payload of bad) {
      const response = await call('POST', '/api/acervo/exportar-cesta', undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toBeTruthy();
    }
    const unknown = await call('POST', '/api/acervo/exportar-cesta', undefined, {
      tipo: 'ris',
      dados: 'texto',
      acervos: [99999999],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
