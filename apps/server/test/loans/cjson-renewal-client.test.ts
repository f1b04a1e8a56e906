import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoLogins, freshAddress } from '../helpers/auth.ts';
import {
  cJSON_GetObjectItem,
  cJSON_Parse,
  objectWithStrings,
  valueintOf,
  valuestringOf,
} from '../helpers/cjson.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { openDemoDatabaseAt } from '../helpers/test-database.ts';
import { type Clock, clockStartingAt, libraryTime } from '../../src/time/library-time.ts';

/** The client's local date as it prints it, "DD/MM/YYYY", on a machine in the library's city. */
const clientToday = (now: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);

/**
 * What the public Pergamum renewal clients written in C do, step by step: log in at the site
 * root, read the open loans with cJSON, and renew each loan due today that is not reserved and
 * not at five renewals, posting back the codes they read through `valuestring`.
 */
async function renewDueToday(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  clock: Clock,
) {
  const tokenAnswer = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: freshAddress(),
    headers: { 'content-type': 'application/json', lang: '1' },
    payload: JSON.stringify({
      grant_type: 'password',
      client_id: '4',
      client_secret: '',
      scope: '',
      ...credentials,
    }),
  });
  const token = valuestringOf(cJSON_Parse(tokenAnswer.body), 'access_token');
  if (!token) throw new Error(`no token: ${tokenAnswer.body}`);
  const headers = { authorization: `Bearer ${token}`, lang: '1' };

  const list = await app.inject({
    url: '/api/emprestimo/titulos-pendentes?showDetails=1',
    headers,
  });
  const titulos = cJSON_GetObjectItem(cJSON_Parse(list.body), 'titulos');
  const today = clientToday(clock());
  const seen = (titulos?.children ?? []).map((titulo) => ({
    descricao: valuestringOf(titulo, 'descricao'),
    dataDevolucaoPrevista: valuestringOf(titulo, 'dataDevolucaoPrevista'),
    qtdeRenovacoes: valuestringOf(titulo, 'qtdeRenovacoes'),
    reservado: valueintOf(titulo, 'reservado'),
    codExemplar: valuestringOf(titulo, 'codExemplar'),
    codBibliotecaExemplar: valuestringOf(titulo, 'codBibliotecaExemplar'),
  }));
  const due = seen.filter(
    (loan) =>
      loan.dataDevolucaoPrevista === today && loan.qtdeRenovacoes?.[0] !== '5' && loan.reservado === 0,
  );
  const body = due.map((loan) =>
    objectWithStrings({ codExamplar: loan.codExemplar, codBibliotecaExemplar: loan.codBibliotecaExemplar }),
  );
  const renewal =
    body.length > 0
      ? await app.inject({
          method: 'POST',
          url: '/api/emprestimo/renovacao',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
      : null;
  return { seen, posted: body, renewal, today };
}

/**
 * 23:30 in São Paulo on a day of its own (UTC is already the next day), with the demo seeded that
 * evening: the loan due "today" is due on the library's day, which the client compares with its
 * own local date.
 */
const clock = clockStartingAt(new Date('2031-03-15T02:30:00Z'));

describe('a renewal client reading loans with cJSON, at 23:30 library time', () => {
  const context = useTestApp({
    services: { clock },
    openDatabase: () => openDemoDatabaseAt(libraryTime(clock, 'America/Sao_Paulo')),
    setupTimeout: 300_000,
  });

  it('renews the loan due today with the codes it read as strings', async () => {
    const { seen, posted, renewal, today } = await renewDueToday(context.app, demoLogins.ana, clock);
    expect(today).toBe('14/03/2031');
    // Ana's three loans: 5 days overdue, due today, at the renewal limit.
    expect(seen.map((loan) => loan.dataDevolucaoPrevista)).toEqual([
      '09/03/2031',
      '14/03/2031',
      '18/03/2031',
    ]);
    expect(seen.every((loan) => loan.codExemplar !== null && loan.codBibliotecaExemplar !== null)).toBe(true);
    expect(posted).toEqual([
      { codExamplar: expect.stringMatching(/^\d+$/), codBibliotecaExemplar: expect.stringMatching(/^\d+$/) },
    ]);
    expect(renewal!.statusCode).toBe(200);
    const answer = cJSON_Parse(renewal!.body);
    expect(valueintOf(answer, 'renovados')).toBe(1);

    // Renewed from the library's day: 14 days for an undergraduate.
    const after = await renewDueToday(context.app, demoLogins.ana, clock);
    const renewed = after.seen.find((loan) => loan.codExemplar === posted[0]!.codExamplar)!;
    expect(renewed).toMatchObject({ qtdeRenovacoes: '1', dataDevolucaoPrevista: '28/03/2031' });
    expect(after.posted).toEqual([]);
  });

  it('reads a loan another patron holds as reserved, and leaves it alone', async () => {
    const { seen, posted } = await renewDueToday(context.app, demoLogins.gabriela, clock);
    expect(seen.map((loan) => loan.reservado)).toEqual([1]);
    expect(posted).toEqual([]);
  });
});
