import type { Database } from '../../db/database.ts';

/** What the search log (spec §3) keeps of one search. */
type SearchLogEntry = {
  campos: unknown;
  registros: number;
  pesquisa: string;
  url: string;
  base: string;
};

type Options = {
  /** Ids reserved from the table's sequence per round trip. */
  reserve?: number;
  /** Rows written per statement at most. */
  batch?: number;
  /** How long a row may wait for the next write. */
  delayMs?: number;
  onError?: (error: unknown) => void;
};

/** Rows waiting beyond this many (the database is down) are dropped, oldest first. */
const MAX_WAITING = 10_000;

/**
 * The search log, written behind the answers (ADR 070): a search gets its log id at once, from a
 * block of ids reserved from the table's identity sequence, and its row is inserted with the
 * others of the next fraction of a second in one statement. Per search that saves a round trip
 * and a commit, the largest database cost of a search the index answers. The row carries the
 * moment of the search, not of the write. A crash loses at most the rows of the last `delayMs`.
 */
export class SearchLog {
  private readonly db: Database;
  private readonly reserveSize: number;
  private readonly batch: number;
  private readonly delayMs: number;
  private readonly onError: (error: unknown) => void;
  private ids: number[] = [];
  private reserving: Promise<void> | null = null;
  private waiting: Array<SearchLogEntry & { id: number; criado_em: string }> = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(db: Database, options: Options = {}) {
    this.db = db;
    this.reserveSize = options.reserve ?? 100;
    this.batch = options.batch ?? 500;
    this.delayMs = options.delayMs ?? 100;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Logs a search; resolves to its id as soon as one is reserved (the row follows shortly). */
  async record(entry: SearchLogEntry): Promise<number> {
    const criado_em = new Date().toISOString();
    while (this.ids.length === 0) await this.reserveIds();
    const id = this.ids.shift()!;
    this.waiting.push({ ...entry, id, criado_em });
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return id;
  }

  /** Writes every waiting row; resolves once they are committed (or reported as failed). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(async () => {
      while (this.waiting.length > 0) {
        const rows = this.waiting.slice(0, this.batch);
        try {
          await this.db.query(insertRows, [JSON.stringify(rows)]);
        } catch (error) {
          this.onError(error);
          // Kept for the next write: the database may be back by then.
          this.timer ??= setTimeout(() => void this.flush(), Math.max(this.delayMs, 1000));
          return;
        }
        this.waiting.splice(0, rows.length);
      }
    });
    return this.writing;
  }

  private reserveIds(): Promise<void> {
    this.reserving ??= this.db
      .query<{ id: number }>(reserveIds, [this.reserveSize])
      .then((rows) => {
        this.ids.push(...rows.map((row) => row.id));
      })
      .finally(() => {
        this.reserving = null;
      });
    return this.reserving;
  }
}

const reserveIds = /* sql */ `
  select nextval(pg_get_serial_sequence('consulta_registro', 'id'))::int as id
    from generate_series(1, $1) order by 1`;

const insertRows = /* sql */ `
  insert into consulta_registro (id, campos, registros, pesquisa, url, base, criado_em)
  overriding system value
  select id, campos, registros, pesquisa, url, base, criado_em
    from jsonb_to_recordset($1::jsonb) as r(id integer, campos jsonb, registros integer, pesquisa text,
                                           url text, base text, criado_em timestamptz)`;
