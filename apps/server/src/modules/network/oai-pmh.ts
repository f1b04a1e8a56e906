import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fromMarcJson } from '../../catalogue-import/marc/marc-json.ts';
import { toMarcXml } from '../../catalogue-import/marc/marcxml.ts';
import type { Database } from '../../db/database.ts';

/**
 * An OAI-PMH 2.0 data provider for this catalogue (ADR 053): Identify, ListMetadataFormats,
 * ListSets, ListIdentifiers, ListRecords, GetRecord; metadata as oai_dc and marc21; sets by work
 * type (`tipo:N`); pages of `PAGE_SIZE` with resumption tokens that carry the position, so a
 * harvest is stable while titles are added. Errors are OAI errors inside a 200 answer, as the
 * protocol says.
 */
const PAGE_SIZE = 100;
const FORMATS = {
  oai_dc: {
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  marc21: {
    schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
    namespace: 'http://www.loc.gov/MARC21/slim',
  },
} as const;
type Format = keyof typeof FORMATS;

const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
const ALLOWED: Record<string, string[]> = {
  Identify: [],
  ListMetadataFormats: ['identifier'],
  ListSets: ['resumptionToken'],
  ListIdentifiers: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
  ListRecords: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
  GetRecord: ['identifier', 'metadataPrefix'],
};

class OaiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** XML text: escaped, and characters XML 1.0 cannot carry dropped. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const datestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An OAI date argument: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ; `end` makes a day inclusive. */
function parseDate(value: string, end: boolean): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const full = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value);
  const date = new Date(day ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : value);
  if ((!day && !full) || Number.isNaN(date.getTime()))
    throw new OaiError('badArgument', `Invalid date: ${value}`);
  return full && end ? new Date(date.getTime() + 999) : date;
}

type Listing = {
  metadataPrefix: Format;
  set?: string;
  from?: string;
  until?: string;
  after: number;
  cursor: number;
};

const encodeToken = (listing: Listing) => Buffer.from(JSON.stringify(listing)).toString('base64url');
function decodeToken(token: string): Listing {
  try {
    const listing = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Listing;
    if (
      !(listing.metadataPrefix in FORMATS) ||
      !Number.isInteger(listing.after) ||
      !Number.isInteger(listing.cursor)
    )
      throw new Error();
    return listing;
  } catch {
    throw new OaiError('badResumptionToken', 'The resumption token is invalid or has expired.');
  }
}

type TitleRow = { cod_acervo: number; atualizado_em: Date; cod_tipo_obra: number; registro_marc: unknown };

export function oaiRoutes(db: Database, publicUrl: string): FastifyPluginAsync {
  const baseUrl = `${publicUrl.replace(/\/$/, '')}/api/oai`;
  const host = new URL(publicUrl).hostname;
  const identifier = (id: number) => `oai:${host}:acervo/${id}`;
  const parseIdentifier = (value: string) => {
    const match = new RegExp(`^oai:${host.replace(/[.]/g, '\\.')}:acervo/(\\d{1,10})$`).exec(value);
    const id = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31)
      throw new OaiError('idDoesNotExist', `No record ${value}.`);
    return id;
  };

  const header = (row: TitleRow) =>
    `<header><identifier>${xml(identifier(row.cod_acervo))}</identifier><datestamp>${datestamp(row.atualizado_em)}</datestamp>` +
    `<setSpec>tipo:${row.cod_tipo_obra}</setSpec></header>`;

  async function metadata(rows: TitleRow[], format: Format): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (format === 'marc21') {
      for (const row of rows) result.set(row.cod_acervo, toMarcXml(fromMarcJson(row.registro_marc)));
      return result;
    }
    const details = await db.query<{
      cod_acervo: number;
      titulo: string;
      subtitulo: string | null;
      editora: string | null;
      ano_publicacao: number | null;
      idioma: string | null;
      descricao_fisica: string | null;
      notas: string | null;
      isbn: string[];
      issn: string[];
      tipo: string;
      nomes: Array<{ nome: string; tag: string }>;
      assuntos: string[];
      links: string[];
    }>(
      `select a.cod_acervo, a.titulo, a.subtitulo, a.editora, a.ano_publicacao, a.idioma, a.descricao_fisica, a.notas,
              a.isbn, a.issn, t.descricao ->> 'en' as tipo,
              coalesce((select json_agg(json_build_object('nome', n.nome, 'tag', n.tag) order by n.seq) from acervo_autor n where n.cod_acervo = a.cod_acervo), '[]') as nomes,
              coalesce((select json_agg(s.descricao order by s.seq) from acervo_assunto s where s.cod_acervo = a.cod_acervo), '[]') as assuntos,
              coalesce((select json_agg(k.url order by k.seq) from acervo_link k where k.cod_acervo = a.cod_acervo), '[]') as links
         from acervo a join tipo_obra t using (cod_tipo_obra) where a.cod_acervo = any($1::int[])`,
      [rows.map((row) => row.cod_acervo)],
    );
    for (const d of details) {
      const elements: Array<[string, string | null | undefined]> = [
        ['title', d.subtitulo ? `${d.titulo}: ${d.subtitulo}` : d.titulo],
        ...d.nomes.filter((n) => n.tag.startsWith('1')).map((n): [string, string] => ['creator', n.nome]),
        ...d.nomes.filter((n) => n.tag.startsWith('7')).map((n): [string, string] => ['contributor', n.nome]),
        ...d.assuntos.map((s): [string, string] => ['subject', s]),
        ['description', d.notas],
        ['publisher', d.editora],
        ['date', d.ano_publicacao?.toString()],
        ['type', d.tipo],
        ['format', d.descricao_fisica],
        ...d.isbn.filter((i) => i.length === 13).map((i): [string, string] => ['identifier', `ISBN ${i}`]),
        ...d.issn.map((i): [string, string] => ['identifier', `ISSN ${i}`]),
        ...d.links.map((l): [string, string] => ['identifier', l]),
        ['identifier', `${publicUrl.replace(/\/$/, '')}/acervo/${d.cod_acervo}`],
        ['language', d.idioma?.trim()],
      ];
      const body = elements
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([name, value]) => `<dc:${name}>${xml(value)}</dc:${name}>`)
        .join('');
      result.set(
        d.cod_acervo,
        `<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
          `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">${body}</oai_dc:dc>`,
      );
    }
    return result;
  }

  async function list(
    verb: 'ListIdentifiers' | 'ListRecords',
    args: Record<string, string>,
  ): Promise<string> {
    let listing: Listing;
    if (args.resumptionToken) {
      if (Object.keys(args).length > 1)
        throw new OaiError('badArgument', 'resumptionToken is an exclusive argument.');
      listing = decodeToken(args.resumptionToken);
    } else {
      if (!args.metadataPrefix) throw new OaiError('badArgument', 'metadataPrefix is required.');
      if (!(args.metadataPrefix in FORMATS))
        throw new OaiError('cannotDisseminateFormat', `Unknown format ${args.metadataPrefix}.`);
      listing = {
        metadataPrefix: args.metadataPrefix as Format,
        set: args.set,
        from: args.from,
        until: args.until,
        after: 0,
        cursor: 0,
      };
    }
    const from = listing.from ? parseDate(listing.from, false) : null;
    const until = listing.until ? parseDate(listing.until, true) : null;
    if (listing.from && listing.until && listing.from.length !== listing.until.length) {
      throw new OaiError('badArgument', 'from and until must have the same granularity.');
    }
    let type: number | null = null;
    if (listing.set) {
      const match = /^tipo:(\d{1,9})$/.exec(listing.set);
      if (!match) throw new OaiError('badArgument', `Unknown set ${listing.set}.`);
      type = Number(match[1]);
    }
    const where = `($1::timestamptz is null or a.atualizado_em >= $1) and ($2::timestamptz is null or a.atualizado_em <= $2)
                   and ($3::int is null or a.cod_tipo_obra = $3)`;
    const rows = await db.query<TitleRow>(
      `select a.cod_acervo, a.atualizado_em, a.cod_tipo_obra, ${verb === 'ListRecords' ? 'a.registro_marc' : 'null as registro_marc'}
         from acervo a where ${where} and a.cod_acervo > $4 order by a.cod_acervo limit ${PAGE_SIZE + 1}`,
      [from, until, type, listing.after],
    );
    if (rows.length === 0 && listing.cursor === 0)
      throw new OaiError('noRecordsMatch', 'No records match the request.');
    const page = rows.slice(0, PAGE_SIZE);
    const more = rows.length > PAGE_SIZE;
    const records = verb === 'ListRecords' ? await metadata(page, listing.metadataPrefix) : null;
    const items = page
      .map((row) =>
        records
          ? `<record>${header(row)}<metadata>${records.get(row.cod_acervo) ?? ''}</metadata></record>`
          : header(row),
      )
      .join('\n');
    let token = '';
    if (more || listing.cursor > 0) {
      const [{ total }] = (await db.query<{ total: number }>(
        `select count(*)::int as total from acervo a where ${where}`,
        [from, until, type],
      )) as [{ total: number }];
      const next = more
        ? encodeToken({
            ...listing,
            after: page[page.length - 1]!.cod_acervo,
            cursor: listing.cursor + page.length,
          })
        : '';
      token = `<resumptionToken completeListSize="${total}" cursor="${listing.cursor}">${next}</resumptionToken>`;
    }
    return `<${verb}>${items}${token}</${verb}>`;
  }

  async function answer(verb: string, args: Record<string, string>): Promise<string> {
    switch (verb) {
      case 'Identify': {
        const [row] = await db.query<{ nome: string; email: string | null; earliest: Date | null }>(
          `select i.nome, (select email from biblioteca where email is not null order by cod_biblioteca limit 1) as email,
                  (select min(atualizado_em) from acervo) as earliest from instituicao i`,
        );
        return (
          `<Identify><repositoryName>${xml(row?.nome ?? 'Acervo')}</repositoryName><baseURL>${xml(baseUrl)}</baseURL>` +
          `<protocolVersion>2.0</protocolVersion><adminEmail>${xml(row?.email ?? 'biblioteca@localhost')}</adminEmail>` +
          `<earliestDatestamp>${datestamp(row?.earliest ?? new Date(0))}</earliestDatestamp><deletedRecord>no</deletedRecord>` +
          `<granularity>YYYY-MM-DDThh:mm:ssZ</granularity></Identify>`
        );
      }
      case 'ListMetadataFormats': {
        if (args.identifier) {
          const rows = await db.query('select 1 from acervo where cod_acervo = $1', [
            parseIdentifier(args.identifier),
          ]);
          if (rows.length === 0) throw new OaiError('idDoesNotExist', `No record ${args.identifier}.`);
        }
        const formats = Object.entries(FORMATS)
          .map(
            ([prefix, f]) =>
              `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${f.schema}</schema><metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`,
          )
          .join('');
        return `<ListMetadataFormats>${formats}</ListMetadataFormats>`;
      }
      case 'ListSets': {
        if (args.resumptionToken) throw new OaiError('badResumptionToken', 'ListSets has a single page.');
        const types = await db.query<{ cod_tipo_obra: number; nome: string }>(
          "select cod_tipo_obra, descricao ->> 'pt' as nome from tipo_obra order by cod_tipo_obra",
        );
        return `<ListSets>${types.map((t) => `<set><setSpec>tipo:${t.cod_tipo_obra}</setSpec><setName>${xml(t.nome)}</setName></set>`).join('')}</ListSets>`;
      }
      case 'GetRecord': {
        if (!args.identifier || !args.metadataPrefix)
          throw new OaiError('badArgument', 'identifier and metadataPrefix are required.');
        if (!(args.metadataPrefix in FORMATS))
          throw new OaiError('cannotDisseminateFormat', `Unknown format ${args.metadataPrefix}.`);
        const id = parseIdentifier(args.identifier);
        const [row] = await db.query<TitleRow>(
          'select cod_acervo, atualizado_em, cod_tipo_obra, registro_marc from acervo where cod_acervo = $1',
          [id],
        );
        if (!row) throw new OaiError('idDoesNotExist', `No record ${args.identifier}.`);
        const records = await metadata([row], args.metadataPrefix as Format);
        return `<GetRecord><record>${header(row)}<metadata>${records.get(id)}</metadata></record></GetRecord>`;
      }
      default:
        return list(verb as 'ListIdentifiers' | 'ListRecords', args);
    }
  }

  async function handle(args: Record<string, string | string[] | undefined>, reply: FastifyReply) {
    const verb = typeof args.verb === 'string' ? args.verb : '';
    const flat: Record<string, string> = {};
    let body: string;
    let requestAttributes = '';
    try {
      for (const [key, value] of Object.entries(args)) {
        if (Array.isArray(value)) throw new OaiError('badArgument', `Repeated argument ${key}.`);
        if (key !== 'verb' && value !== undefined) flat[key] = value;
      }
      if (!(VERBS as readonly string[]).includes(verb))
        throw new OaiError('badVerb', 'Illegal or missing verb.');
      for (const key of Object.keys(flat)) {
        if (!ALLOWED[verb]!.includes(key)) throw new OaiError('badArgument', `Illegal argument ${key}.`);
      }
      requestAttributes = [
        `verb="${xml(verb)}"`,
        ...Object.entries(flat).map(([key, value]) => `${key}="${xml(value)}"`),
      ].join(' ');
      body = await answer(verb, flat);
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      body = `<error code="${error.code}">${xml(error.message)}</error>`;
      if (error.code === 'badVerb' || error.code === 'badArgument') requestAttributes = '';
    }
    const document =
      `<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" ` +
      `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">` +
      `<responseDate>${datestamp(new Date())}</responseDate><request ${requestAttributes}>${xml(baseUrl)}</request>${body}</OAI-PMH>\n`;
    return reply.header('content-type', 'text/xml; charset=utf-8').send(document);
  }

  return async (app) => {
    app.get(
      '/',
      { schema: { tags: ['Network'], summary: 'OAI-PMH 2.0 data provider (oai_dc, marc21)', hide: false } },
      (request, reply) => handle(request.query as Record<string, string>, reply),
    );
    app.post(
      '/',
      { schema: { tags: ['Network'], summary: 'OAI-PMH 2.0 data provider (form-encoded requests)' } },
      (request, reply) => handle((request.body ?? {}) as Record<string, string>, reply),
    );
  };
}
