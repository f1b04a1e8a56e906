export type QueryOptions = {
  /**
   * Keep the statement prepared on each connection (PostgreSQL): for the few statements run on
   * every request whose planning costs as much as running them, and whose best plan does not
   * depend on the parameters. The embedded engine ignores it.
   */
  prepared?: boolean;
};

/** Something SQL can be sent to: the database itself or an open transaction. */
export type Queryable = {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/**
 * The one database interface the server talks to. Two engines stand behind it with the same SQL
 * dialect (ADR 002): embedded PGlite in a worker thread, or a PostgreSQL server.
 */
export type Database = Queryable & {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Postgres type ids whose text form both engines parse the same way. */
export const typeParsers = {
  /** int8: counts and sequences fit in a double here. */
  20: (value: string) => Number(value),
  /** numeric: money amounts with two decimals. */
  1700: (value: string) => Number(value),
  /** date: kept as 'YYYY-MM-DD' so no time zone can shift it. */
  1082: (value: string) => value,
} as const;
