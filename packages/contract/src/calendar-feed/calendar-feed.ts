import { z } from 'zod';

/**
 * The patron's calendar feed (ICS): a private address, with a secret token in it, that calendar
 * apps subscribe to; it lists due dates and pickup deadlines of released holds.
 */
export const calendarFeedSchema = z.object({
  /** The https address a calendar app subscribes to. */
  url: z.string(),
  /** The same with the `webcal:` scheme, which opens the device's calendar app directly. */
  webcal: z.string(),
  criadaEm: z.iso.datetime({ offset: true }),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** `GET /api/calendario/assinatura`: the patron's feed, or null when there is none. */
export const calendarFeedResponseSchema = z.object({ assinatura: calendarFeedSchema.nullable() });
/** `POST /api/calendario/assinatura`: a new address (the previous one stops working). */
export const calendarFeedCreatedResponseSchema = z.object({
  assinatura: calendarFeedSchema,
  message: z.string(),
});

/** `GET /api/calendario/{token}.ics`. */
export const calendarFileParamsSchema = z.object({
  arquivo: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/),
});
