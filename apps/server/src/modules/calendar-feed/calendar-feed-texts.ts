import type { ApiLocale } from '../../i18n/locale.ts';

/** What the feed's events say, in the language the patron made the feed in. */
export const calendarTexts: Record<
  ApiLocale,
  {
    calendarName: (institution: string) => string;
    due: (title: string) => string;
    dueDescription: (library: string, accession: string) => string;
    pickup: (title: string) => string;
    pickupDescription: (library: string) => string;
    reminder: string;
  }
> = {
  pt: {
    calendarName: (institution) => `Empréstimos e reservas — ${institution}`,
    due: (title) => `Devolver: ${title}`,
    dueDescription: (library, accession) =>
      `Devolução prevista na ${library} (exemplar ${accession}). Renove pelo Meu Pergamum.`,
    pickup: (title) => `Retirar reserva: ${title}`,
    pickupDescription: (library) => `A reserva espera na ${library} até este dia.`,
    reminder: 'Lembrete da biblioteca',
  },
  en: {
    calendarName: (institution) => `Loans and holds — ${institution}`,
    due: (title) => `Return: ${title}`,
    dueDescription: (library, accession) =>
      `Due back at ${library} (copy ${accession}). Renew it in My Pergamum.`,
    pickup: (title) => `Collect hold: ${title}`,
    pickupDescription: (library) => `The hold waits at ${library} until this day.`,
    reminder: 'Library reminder',
  },
  es: {
    calendarName: (institution) => `Préstamos y reservas — ${institution}`,
    due: (title) => `Devolver: ${title}`,
    dueDescription: (library, accession) =>
      `Devolución prevista en ${library} (ejemplar ${accession}). Renuévelo en Mi Pergamum.`,
    pickup: (title) => `Retirar reserva: ${title}`,
    pickupDescription: (library) => `La reserva espera en ${library} hasta este día.`,
    reminder: 'Recordatorio de la biblioteca',
  },
};
