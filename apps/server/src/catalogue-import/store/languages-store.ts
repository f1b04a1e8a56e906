import type { Queryable } from '../../db/database.ts';
import { languageNames } from '../mapping/languages.ts';

/**
 * Keeps `idioma` complete for the titles being stored: a language code met for the first time is
 * added with its names, so the foreign key holds and facets show a name instead of a code.
 */
export class LanguageRegistry {
  private known: Set<string> | null = null;

  async ensure(tx: Queryable, codes: Iterable<string>): Promise<void> {
    if (!this.known) {
      const rows = await tx.query<{ codigo: string }>('select trim(codigo) as codigo from idioma');
      this.known = new Set(rows.map((row) => row.codigo));
    }
    const missing = [...new Set(codes)].filter((code) => !this.known!.has(code));
    if (missing.length === 0) return;
    await tx.query(
      `insert into idioma (codigo, descricao)
       select r.codigo, r.descricao from jsonb_to_recordset($1::jsonb) as r(codigo text, descricao jsonb)
       on conflict (codigo) do nothing`,
      [JSON.stringify(missing.map((codigo) => ({ codigo, descricao: languageNames(codigo) })))],
    );
  }

  /** Codes added inside a transaction that rolled back must be looked up again. */
  markCommitted(codes: Iterable<string>): void {
    for (const code of codes) this.known?.add(code);
  }

  forget(): void {
    this.known = null;
  }
}
