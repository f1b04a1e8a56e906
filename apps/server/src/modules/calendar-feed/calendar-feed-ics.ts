import ical, { ICalAlarmType } from 'ical-generator';
import type { ApiLocale } from '../../i18n/locale.ts';
import { calendarTexts } from './calendar-feed-texts.ts';

type DueLoan = {
  codEmprestimo: number;
  title: string;
  library: string;
  accession: string;
  /** ISO date. */
  due: string;
};

type ReleasedHold = {
  codReserva: number;
  title: string;
  library: string;
  /** ISO date: the last day the copy waits on the shelf. */
  pickupUntil: string;
};

/** An ISO calendar date as a Date at noon UTC, so an all-day event keeps its day in every zone. */
const calendarDay = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The feed as an iCalendar document: an all-day event on each open loan's due date (with a
 * reminder the day before) and on each released hold's last pickup day. Event ids stay the same
 * while the loan or hold lives, so a renewal moves the event in the patron's calendar instead of
 * adding another.
 */
export function buildCalendar(options: {
  locale: ApiLocale;
  institution: string;
  host: string;
  renewUrl: string;
  loans: readonly DueLoan[];
  holds: readonly ReleasedHold[];
  now?: Date;
}): string {
  const texts = calendarTexts[options.locale];
  const stamp = options.now ?? new Date();
  const calendar = ical({
    name: texts.calendarName(options.institution),
    prodId: { company: 'Acervo', product: 'Acervo', language: options.locale.toUpperCase() },
    // Calendar apps poll subscriptions; an hour keeps renewals visible the same day.
    ttl: 60 * 60,
  });
  for (const loan of options.loans) {
    calendar.createEvent({
      id: `emprestimo-${loan.codEmprestimo}@${options.host}`,
      allDay: true,
      start: calendarDay(loan.due),
      stamp,
      summary: texts.due(loan.title),
      description: texts.dueDescription(loan.library, loan.accession),
      location: loan.library,
      url: options.renewUrl,
      alarms: [{ type: ICalAlarmType.display, trigger: 24 * 60 * 60, description: texts.reminder }],
    });
  }
  for (const hold of options.holds) {
    calendar.createEvent({
      id: `reserva-${hold.codReserva}@${options.host}`,
      allDay: true,
      start: calendarDay(hold.pickupUntil),
      stamp,
      summary: texts.pickup(hold.title),
      description: texts.pickupDescription(hold.library),
      location: hold.library,
    });
  }
  return calendar.toString();
}
