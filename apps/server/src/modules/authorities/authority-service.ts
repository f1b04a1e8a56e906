import { authorityTypeCodes } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { marcRows } from '../titles/marc-rows.ts';
import { authorityNotes } from './authority-notes.ts';
import {
  countLinkedTitles,
  findAuthority,
  findHeadings,
  findLinkedTitles,
  findReferences,
  findSeeAlsoReferrers,
} from './authority-repository.ts';
import { AUTHORITY_TYPE_NAMES } from './authority-types.ts';

/** Authorities as the catalogue shows them: the combo's choices, and one authority's page. */
export function createAuthorityService(db: Database) {
  return {
    /** The headings of the listed authorities (`1,2,...`; codes that cannot be one are skipped), or the types when none is listed. */
    async combo(autoridades: string | undefined, locale: ApiLocale) {
      if (!autoridades?.trim()) {
        return authorityTypeCodes.map((codigo) => ({
          codigo,
          descricao: AUTHORITY_TYPE_NAMES[codigo][locale],
        }));
      }
      const ids = autoridades
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
      return findHeadings(db, ids);
    },

    /** The authority with its references, notes, sources, MARC record and one page of its titles. */
    async authority(id: number, { page, quantPag }: { page: number; quantPag: number }, locale: ApiLocale) {
      const authority = await findAuthority(db, id);
      if (!authority) throw notFound();
      const { registro_marc: marcJson, ...heading } = authority;
      const [references, usedBy, titles, total] = await Promise.all([
        findReferences(db, id),
        findSeeAlsoReferrers(db, id),
        findLinkedTitles(db, id, { limit: quantPag, offset: (page - 1) * quantPag }),
        countLinkedTitles(db, id),
      ]);
      return {
        ...heading,
        desc_tipo: AUTHORITY_TYPE_NAMES[heading.tipo][locale],
        ...authorityNotes(marcJson),
        // The spec has no /autoridade/{id}/marc: the record comes with the authority (ADR 100).
        marc: marcRows(marcJson, { released: true }),
        ver: references.filter((ref) => ref.tipo === 'ver').map((ref) => ref.termo),
        verTambem: references
          .filter((ref) => ref.tipo === 'ver_tambem')
          .map((ref) => ({ termo: ref.termo, cod_autoridade: ref.cod_autoridade_relacionada })),
        usadoPor: usedBy,
        total_titulos: total,
        titulos: titles,
      };
    },
  };
}
