import {
  activity,
  type suggestionBodySchema,
  suggestionStatuses,
  type SuggestionStatus,
} from '@acervo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { assertActivity, assertLibrary } from '../access/permissions.ts';
import { suggestionStatusNames } from './suggestions-labels.ts';
import {
  countSuggestionsOfPerson,
  findSuggestionsOfPerson,
  insertSuggestion,
  type SuggestionRow,
} from './suggestions-repository.ts';

type Patron = { codPessoa: number; codLogin: number };

const toSuggestion = (row: SuggestionRow, locale: ApiLocale) => ({
  codigo: row.cod_sugestao,
  biblioteca: { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca },
  autor: row.autor,
  titulo: row.titulo,
  edicao: row.edicao,
  editor: row.editor,
  isbn_issn: row.isbn_issn,
  periodico: row.periodico,
  outras_inf: row.outras_inf,
  situacao: { codigo: row.situacao, descricao: suggestionStatusNames[locale][row.situacao] },
  data: row.criado_em.toISOString(),
});

/**
 * Acquisition suggestions: a patron whose category may suggest does so to an existing library,
 * and reads their own suggestions, listed or counted by status and library.
 */
export function createSuggestionsService(db: Database, time: LibraryTime) {
  return {
    statuses(locale: ApiLocale) {
      return suggestionStatuses.map((codigo) => ({
        codigo,
        descricao: suggestionStatusNames[locale][codigo],
      }));
    },

    async suggest(me: Patron, body: z.infer<typeof suggestionBodySchema>, locale: ApiLocale) {
      await assertActivity(db, me.codLogin, activity.acquisitionSuggestion);
      await assertLibrary(db, body.biblioteca, 'biblioteca');
      return toSuggestion(await insertSuggestion(db, me, body), locale);
    },

    async list(
      codPessoa: number,
      filter: { dataIni?: string; dataFim?: string; situacao?: SuggestionStatus },
      locale: ApiLocale,
    ) {
      const rows = await findSuggestionsOfPerson(db, codPessoa, { ...filter, zone: time.zone });
      return rows.map((row) => toSuggestion(row, locale));
    },

    /** The totals by status (in the statuses' order) and by library (by name); an unknown library is refused only when nothing was counted. */
    async statistics(
      codPessoa: number,
      filter: { dataIni?: string; dataFim?: string; biblioteca?: number },
      locale: ApiLocale,
    ) {
      const rows = await countSuggestionsOfPerson(db, codPessoa, { ...filter, zone: time.zone });
      const byStatus = new Map<SuggestionStatus, number>();
      const byLibrary = new Map<number, { codigo: number; descricao: string; total: number }>();
      for (const row of rows) {
        byStatus.set(row.situacao, (byStatus.get(row.situacao) ?? 0) + row.total);
        const library = byLibrary.get(row.cod_biblioteca) ?? {
          codigo: row.cod_biblioteca,
          descricao: row.desc_biblioteca,
          total: 0,
        };
        library.total += row.total;
        byLibrary.set(row.cod_biblioteca, library);
      }
      if (rows.length === 0 && filter.biblioteca !== undefined)
        await assertLibrary(db, filter.biblioteca, 'biblioteca');
      return {
        total: rows.reduce((sum, row) => sum + row.total, 0),
        porSituacao: suggestionStatuses
          .filter((codigo) => byStatus.has(codigo))
          .map((codigo) => ({
            codigo,
            descricao: suggestionStatusNames[locale][codigo],
            total: byStatus.get(codigo)!,
          })),
        porBiblioteca: [...byLibrary.values()].sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt')),
      };
    },
  };
}
