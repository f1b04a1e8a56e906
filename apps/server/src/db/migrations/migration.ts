/** One step of the schema, applied once and in order. Never edit a migration that has shipped. */
export type Migration = {
  version: number;
  name: string;
  /** SQL accepted by PostgreSQL 15 and by PGlite (Postgres 18). */
  sql: string;
};
