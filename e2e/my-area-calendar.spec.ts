import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { logIn, patrons } from './support/portal.ts';

/*
 * Ana's calendar feed: made, read by a calendar parser, revoked. It runs on the shared server:
 * it changes only her feed address, which no other journey reads (her loans stay as seeded).
 */

type PendingTitles = {
  titulos: { descricao: string; detalhes?: { dataDevolucaoPrevistaIso: string } }[];
};

/** The events of an ICS document as a calendar app reads them (ical.js, Mozilla's parser). */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, day: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

test('Ana subscribes to her due dates: the feed parses as a calendar and lists each open loan on its due date; once revoked it is refused', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Frenovacao');
  // Her loans as the API hands them to the portal: the dates the feed must carry.
  const loansAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/emprestimo/titulos-pendentes' && response.ok(),
  );
  await logIn(page, patrons.ana.login, patrons.ana.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeFocused();
  const { titulos } = (await (await loansAnswer).json()) as PendingTitles;
  expect(titulos.length).toBeGreaterThan(0);

  const panel = page.getByRole('region', { name: 'Datas no seu calendário' });
  await panel.getByRole('button', { name: 'Criar endereço do calendário' }).click();
  await expect(page.getByText('Novo endereço de calendário criado.', { exact: false })).toBeVisible();
  const address = panel.getByRole('textbox', { name: 'Endereço do calendário' });
  await expect(address).toBeFocused();
  const url = await address.inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendario\/[A-Za-z0-9_-]+\.ics$/);
  await expect(panel.getByRole('link', { name: 'Abrir no aplicativo de calendário' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );

  // A calendar app fetches the address with nothing else: no session, no cookie.
  const feed = await page.request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = eventsOf(await feed.text());
  const dueEvents = events.filter((event) => event.summary.startsWith('Devolver: '));
  expect(dueEvents.every((event) => event.allDay)).toBe(true);
  expect(dueEvents.map(({ summary, day }) => ({ summary, day })).sort(byDay)).toEqual(
    titulos
      .map((loan) => ({
        summary: `Devolver: ${loan.descricao}`,
        day: loan.detalhes!.dataDevolucaoPrevistaIso,
      }))
      .sort(byDay),
  );

  // Revoked: the address answers no more, and the panel offers to make a new one.
  await panel.getByRole('button', { name: 'Revogar endereço' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revogar o endereço do calendário?' });
  await dialog.getByRole('button', { name: 'Revogar endereço' }).click();
  await expect(page.getByText('Endereço de calendário revogado: ele deixou de funcionar.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Criar endereço do calendário' })).toBeFocused();
  const refused = await page.request.get(url);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain('BEGIN:VCALENDAR');
});

const byDay = (a: { day: string; summary: string }, b: { day: string; summary: string }) =>
  a.day.localeCompare(b.day) || a.summary.localeCompare(b.summary);
