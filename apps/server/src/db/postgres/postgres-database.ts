import pg from 'pg';
import type { Database, Queryable, QueryOptions } from '../database.ts';
import { typeParsers } from '../database.ts';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = typeParsers[oid as keyof typeof typeParsers];
    return parser ?? pg.types.getTypeParser(oid, format);
  },
};

/** Connects to a PostgreSQL server (15 or newer) with a pool; same SQL as the embedded engine. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) is
  // discarded by the pool and replaced on the next query; unhandled, pg's 'error' would end the process.
  pool.on('error', () => undefined);
  // Fail at start, with the reason, rather than on the first request.
  await pool.query('select 1');

  // Prepared statements are named by their text; pg prepares each on a connection's first use.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `acervo_${names.size + 1}`));
    return name;
  };

  function queryable(client: pg.Pool | pg.PoolClient): Queryable {
    return {
      async query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
        const values = params as unknown[];
        const result = await client.query(
          options.prepared ? { name: nameOf(sql), text: sql, values } : { text: sql, values },
        );
        return result.rows as Row[];
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
  }

  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
