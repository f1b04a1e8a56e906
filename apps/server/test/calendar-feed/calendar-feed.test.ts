import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** The events of an ICS document as a calendar app reads them (ical.js, Mozilla's parser). */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      alarms: vevent.getAllSubcomponents('valarm').length,
    };
  });
}

const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed (ICS)', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);

  it('lists every open loan of the patron on its due date, as all-day events with a reminder', async () => {
    const created = await call('POST', '/api/calendario/assinatura', 'ana');
    expect(created.statusCode).toBe(201);
    const { assinatura } = created.json();
    expect(assinatura.url).toMatch(/^http:\/\/portal\.test\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(assinatura.webcal).toBe(assinatura.url.replace('http:', 'webcal:'));

    const loans = (await call('GET', '/api/emprestimo/titulos-pendentes?showDetails=1', 'ana')).json()
      .titulos;
    expect(loans.length).toBeGreaterThan(0);

    // A calendar app sends no token and no language: the secret address is all it has.
    const feed = await context.app.inject({ url: pathOf(assinatura.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(loans.length);
    for (const loan of loans) {
      const event = events.find((candidate) => candidate.summary === `Devolver: ${loan.descricao}`);
      expect(event, loan.descricao).toMatchObject({
        start: loan.detalhes.dataDevolucaoPrevistaIso,
        allDay: true,
        alarms: 1,
        uid: `emprestimo-${loan.codEmprestimo}@portal.test`,
      });
    }
  });

  it('adds the last pickup day of a released hold', async () => {
    const created = (await call('POST', '/api/calendario/assinatura', 'bruno')).json();
    const holds = (await call('GET', '/api/reserva', 'bruno')).json().reservas;
    const released = holds.find((hold: { situacao: string }) => hold.situacao === 'liberada');
    expect(released).toBeDefined();
    const events = eventsOf((await context.app.inject({ url: pathOf(created.assinatura.url) })).body);
    expect(events).toContainEqual(
      expect.objectContaining({
        summary: `Retirar reserva: ${released.titulo}`,
        start: released.prazoRetirada,
        uid: `reserva-${released.codigo}@portal.test`,
      }),
    );
  });

  it('is written in the language the patron made it in', async () => {
    const created = (await call('POST', '/api/calendario/assinatura', 'daniel', undefined, '5')).json();
    expect(created.message).toBe('New calendar address created. Any previous address stopped working.');
    const events = eventsOf((await context.app.inject({ url: pathOf(created.assinatura.url) })).body);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.summary).toMatch(/^Return: /);
  });

  it('shows the patron their address again, and only theirs', async () => {
    const made = (await call('POST', '/api/calendario/assinatura', 'igor')).json().assinatura;
    expect((await call('GET', '/api/calendario/assinatura', 'igor')).json()).toEqual({ assinatura: made });
    expect((await call('GET', '/api/calendario/assinatura', 'gabriela')).json()).toEqual({
      assinatura: null,
    });
    expect((await call('GET', '/api/calendario/assinatura')).statusCode).toBe(401);
  });

  it('stops answering an address once a new one is made or it is revoked', async () => {
    const first = (await call('POST', '/api/calendario/assinatura', 'carla')).json().assinatura;
    const second = (await call('POST', '/api/calendario/assinatura', 'carla')).json().assinatura;
    expect(second.url).not.toBe(first.url);
    expect((await context.app.inject({ url: pathOf(first.url) })).statusCode).toBe(404);
    expect((await context.app.inject({ url: pathOf(second.url) })).statusCode).toBe(200);

    const revoked = await call('DELETE', '/api/calendario/assinatura', 'carla');
    expect(revoked.json()).toEqual({ message: 'Endereço de calendário revogado: ele deixou de funcionar.' });
    expect((await context.app.inject({ url: pathOf(second.url) })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/calendario/assinatura', 'carla')).statusCode).toBe(404);
    expect((await call('GET', '/api/calendario/assinatura', 'carla')).json()).toEqual({ assinatura: null });
  });

  it('refuses addresses that are not feed files', async () => {
    expect((await context.app.inject({ url: '/api/calendario/abc.ics' })).statusCode).toBe(422);
    expect((await context.app.inject({ url: `/api/calendario/${'A'.repeat(43)}.txt` })).statusCode).toBe(422);
    expect((await context.app.inject({ url: `/api/calendario/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
  });
});
