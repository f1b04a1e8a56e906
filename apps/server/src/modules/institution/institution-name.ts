import type { Queryable } from '../../db/database.ts';

/** The institution's name, or '' when it has none (before setup). */
export async function institutionName(db: Queryable): Promise<string> {
  const [institution] = await db.query<{ nome: string }>('select nome from instituicao');
  return institution?.nome ?? '';
}
