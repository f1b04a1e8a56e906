import type { Queryable } from '../db/database.ts';
import type { LibraryTime } from '../time/library-time.ts';

/**
 * The demo is dated from the moment it is seeded, on the library's clock (ADR 076). Its statements
 * say `{today}` for the library's day, `{now}` for the instant and `{zone}` for the time zone;
 * `wall(day, 'HH:MM')` is that time on the library's wall clock, never later than the seeding
 * moment (a demo seeded at 07:00 has no loan borrowed at 10:00 today).
 */
export const wall = (day: string, time: string) =>
  `least((${day} + time '${time}') at time zone {zone}, {now})`;

const slots = {
  today: { type: 'date', value: (time: LibraryTime) => time.today() },
  now: { type: 'timestamptz', value: (time: LibraryTime) => time.now() },
  zone: { type: 'text', value: (time: LibraryTime) => time.zone },
} as const;

/** A queryable whose statements read `{today}`, `{now}` and `{zone}` from the library's clock. */
export function onLibraryClock(db: Queryable, time: LibraryTime): Queryable {
  return {
    query(sql, params = [], options) {
      const values = [...params];
      const placed = new Map<string, string>();
      const text = sql.replace(/\{(today|now|zone)\}/g, (_match, name: keyof typeof slots) => {
        let placeholder = placed.get(name);
        if (!placeholder) {
          values.push(slots[name].value(time));
          placeholder = `$${values.length}::${slots[name].type}`;
          placed.set(name, placeholder);
        }
        return placeholder;
      });
      return db.query(text, values, options);
    },
    exec: (sql) => db.exec(sql),
  };
}
