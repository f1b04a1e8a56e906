import type { z } from 'zod';
import type { storageDataSchema } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { brDate } from '../../time/library-time.ts';
import { loadSearchHits, toSearchHit } from '../catalogue/title-summaries.ts';
import { copySituation } from './copy-situations.ts';
import { dublinCore } from './dublin-core.ts';
import { marcRows } from './marc-rows.ts';
import type { ReferenceStyle } from './references/references.ts';
import { exportTitles, titleReferences } from './title-exports.ts';
import {
  listCopies,
  listTitleLibraries,
  listTitleLinks,
  loadMarcJson,
  loadTitleDetail,
  loadTitlesForReference,
  titleExists,
} from './title-repository.ts';
import {
  listStoredCopiesOfTitle,
  loadTitlePermissions,
  loansPerMonthOfTitle,
  loanYearsOfTitle,
  type StoredCopyFilter,
  workTypeOfTitle,
} from './title-statistics-repository.ts';
import { titleTotals } from './title-totals.ts';

/** The colours the portal marks titles with, one per work type in turn. */
const workTypePalette = [
  '#1f4e79',
  '#7a2e2e',
  '#2e5e3a',
  '#5a3d7a',
  '#7a5a1f',
  '#2e5a6e',
  '#6e2e55',
  '#3d4a57',
];

/**
 * A title and its tabs (spec §7, Items) as the contract answers them; an id the catalogue does
 * not know is a 404 on every one of them.
 */
export function createTitleService(db: Database) {
  async function mustExist(id: number): Promise<void> {
    if (!(await titleExists(db, id))) throw notFound();
  }

  return {
    mustExist,

    async detail(id: number, locale: ApiLocale) {
      const row = await loadTitleDetail(db, id, locale);
      if (!row) throw notFound();
      return {
        ...toSearchHit(row),
        titulo: row.titulo,
        responsabilidade: row.responsabilidade,
        edicao: row.edicao,
        local_publicacao: row.local_publicacao,
        editora: row.editora,
        descricao_fisica: row.descricao_fisica,
        serie: row.serie,
        notas: row.notas,
        isbn: row.isbn,
        issn: row.issn,
        classificacao: row.classificacao,
        links: row.links,
        bibliotecas: row.bibliotecas,
      };
    },

    async copies(id: number, locale: ApiLocale, library?: number) {
      await mustExist(id);
      const rows = await listCopies(db, id, locale, library);
      return rows.map((row) => ({
        ...row,
        desc_situacao: copySituation(row.situacao, locale),
        data_devolucao_prevista: brDate(row.data_devolucao_prevista),
      }));
    },

    async reference<Style extends ReferenceStyle>(id: number, style: Style, locale: ApiLocale) {
      const [reference] = await titleReferences(db, [id], style, locale);
      if (!reference) throw notFound();
      return { estilo: style, referencia: reference.html, texto: reference.texto };
    },

    async marc(id: number, released: boolean) {
      const marc = await loadMarcJson(db, id);
      if (!marc) throw notFound();
      return marcRows(marc, { released });
    },

    async marcFile(id: number, format: 'iso2709' | 'marcxml', locale: ApiLocale) {
      await mustExist(id);
      return exportTitles(db, [id], format, locale);
    },

    async dublinCore(id: number, locale: ApiLocale) {
      const [title] = await loadTitlesForReference(db, [id]);
      if (!title) throw notFound();
      const [hit] = await loadSearchHits(db, [title.cod_acervo], locale);
      return dublinCore(title, hit!);
    },

    links: (id: number) => listTitleLinks(db, id),
    libraries: (id: number) => listTitleLibraries(db, id),

    async totals(id: number, period: Parameters<typeof titleTotals>[2]) {
      await mustExist(id);
      return titleTotals(db, id, period);
    },

    async loanYears(id: number) {
      await mustExist(id);
      return loanYearsOfTitle(db, id);
    },

    async loansPerMonth(id: number, year: number) {
      await mustExist(id);
      return loansPerMonthOfTitle(db, id, year);
    },

    async storedCopies(
      id: number,
      filter: StoredCopyFilter,
      locale: ApiLocale,
    ): Promise<z.infer<typeof storageDataSchema>> {
      await mustExist(id);
      const rows = await listStoredCopiesOfTitle(db, id, filter);
      return {
        exemplares: rows.map((row) => ({ ...row, desc_situacao: copySituation(row.situacao, locale) })),
      };
    },

    async permissions(id: number) {
      const row = await loadTitlePermissions(db, id);
      if (!row) throw notFound();
      return { ...row, comentario: true };
    },

    async colour(id: number) {
      const workType = await workTypeOfTitle(db, id);
      if (workType === null) throw notFound();
      return { cor: workTypePalette[workType % workTypePalette.length]! };
    },
  };
}

export type TitleService = ReturnType<typeof createTitleService>;
