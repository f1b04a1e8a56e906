import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

/** Parses strictly (a harvester rejects ill-formed XML) and returns elements' texts by name. */
function parse(document: string) {
  const parser = sax.parser(true, { xmlns: false });
  const texts = new Map<string, string[]>();
  const attributes = new Map<string, Array<Record<string, string>>>();
  const stack: string[] = [];
  parser.onopentag = (node) => {
    stack.push(node.name);
    attributes.set(node.name, [
      ...(attributes.get(node.name) ?? []),
      node.attributes as Record<string, string>,
    ]);
    texts.set(node.name, [...(texts.get(node.name) ?? []), '']);
  };
  parser.ontext = (text) => {
    const name = stack[stack.length - 1];
    if (!name) return;
    const list = texts.get(name)!;
    list[list.length - 1] += text;
  };
  parser.onclosetag = () => void stack.pop();
  parser.write(document).close();
  return {
    texts: (name: string) => texts.get(name) ?? [],
    attributes: (name: string) => attributes.get(name) ?? [],
  };
}

describe('OAI-PMH 2.0 provider at /api/oai', () => {
  const ctx = useTestApp();
  const oai = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/oai?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    return parse(response.body);
  };

  it('identifies itself and lists formats and sets', async () => {
    const identify = await oai('verb=Identify');
    expect(identify.texts('protocolVersion')).toEqual(['2.0']);
    expect(identify.texts('baseURL')).toEqual(['http://portal.test/api/oai']);
    expect(identify.texts('repositoryName')[0]).toBe('Universidade Acervo');
    const formats = await oai('verb=ListMetadataFormats');
    expect(formats.texts('metadataPrefix')).toEqual(['oai_dc', 'marc21']);
    const sets = await oai('verb=ListSets');
    expect(sets.texts('setSpec')).toContain('tipo:1');
  });

  it('harvests every title through resumption tokens, exactly once', async () => {
    const [{ count }] = (await ctx.db.query<{ count: number }>(
      'select count(*)::int as count from acervo',
    )) as [{ count: number }];
    const seen: string[] = [];
    let page = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc');
    for (;;) {
      seen.push(...page.texts('identifier'));
      const token = page.texts('resumptionToken')[0];
      if (!token) break;
      expect(Number(page.attributes('resumptionToken')[0]!.completeListSize)).toBe(count);
      page = await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });

  it('serves records as oai_dc and marc21, by set, and one by identifier', async () => {
    const records = await oai('verb=ListRecords&metadataPrefix=oai_dc&set=tipo:1');
    expect(records.texts('dc:title').length).toBeGreaterThan(0);
    expect(records.texts('setSpec').every((spec) => spec === 'tipo:1')).toBe(true);
    const [row] = await ctx.db.query<{ cod_acervo: number }>(
      "select cod_acervo from acervo where titulo = 'Perto do coração selvagem'",
    );
    const one = await oai(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:portal.test:acervo/${row!.cod_acervo}`,
    );
    expect(one.texts('dc:title')).toEqual(['Perto do coração selvagem']);
    expect(one.texts('dc:date')).toEqual(['1943']);
    const marc = await oai(
      `verb=GetRecord&metadataPrefix=marc21&identifier=oai:portal.test:acervo/${row!.cod_acervo}`,
    );
    expect(marc.texts('subfield')).toContain('Perto do coração selvagem /');
  });

  it('answers protocol errors with their OAI codes', async () => {
    const code = async (query: string) => (await oai(query)).attributes('error')[0]?.code;
    expect(await code('verb=Nonsense')).toBe('badVerb');
    expect(await code('')).toBe('badVerb');
    expect(await code('verb=ListRecords')).toBe('badArgument');
    expect(await code('verb=ListRecords&metadataPrefix=mods')).toBe('cannotDisseminateFormat');
    expect(
      await code('verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:portal.test:acervo/99999999'),
    ).toBe('idDoesNotExist');
    expect(await code('verb=ListRecords&resumptionToken=garbage')).toBe('badResumptionToken');
    expect(await code('verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01')).toBe('noRecordsMatch');
    expect(await code('verb=ListRecords&metadataPrefix=oai_dc&from=yesterday')).toBe('badArgument');
    expect(await code('verb=Identify&extra=1')).toBe('badArgument');
  });
});
