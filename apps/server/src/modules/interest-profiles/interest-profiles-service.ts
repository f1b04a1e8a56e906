import { dsiTypes } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { type MessageId, translate } from '../../i18n/server-messages.ts';
import { normalizeHeading } from '../../text/tokenizer.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { listLibrariesByName } from '../libraries/library-repository.ts';
import { describeMotive, raiseInterestAlerts } from './interest-matching.ts';
import { DSI_NAMES } from './interest-profiles-labels.ts';
import {
  catalogueTerms,
  deleteItem,
  type DsiType,
  existingPeriodicals,
  formOptions,
  listPeriodicals,
  listTerms,
  listWorkTypes,
  matchingTitles,
  type PeriodicalChoices,
  type ProfileKind,
  savePeriodicals,
  saveTerms,
  saveWorkType,
  searchPeriodicals,
  setTermValidity,
  updatePeriodical,
  updateWorkType,
  workTypeExists,
  type WorkTypeChoices,
  yearAfter,
} from './interest-profiles-repository.ts';

/** How often new titles are matched against interest profiles (and alerts raised). */
const matchEveryMs = 60 * 60 * 1000;

const invalid = (field: string, message: MessageId) =>
  new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: message } });

/** Another patron's item is answered like a missing one, so nobody learns which codes exist. */
function ownItem(touched: boolean) {
  if (!touched) throw new HttpError(404, 'PerfilItemNaoEncontrado');
}

type Items = {
  term: Awaited<ReturnType<typeof listTerms>>;
  periodical: Awaited<ReturnType<typeof listPeriodicals>>;
  workType: Awaited<ReturnType<typeof listWorkTypes>>;
};

/** The interest profiles' rules (ADR 061, 147): what a patron may follow, for how long, and what each change answers. */
export function createInterestProfilesService(db: Database, time: LibraryTime) {
  /** A validity already past is refused: the item would be out of force as it is saved. */
  const assertFuture = (validade: string) => {
    if (validade < time.today()) throw invalid('validade', 'ValidadePassada');
  };

  const items: { [K in ProfileKind]: (codPessoa: number, locale: ApiLocale) => Promise<Items[K]> } = {
    term: (codPessoa) => listTerms(db, codPessoa, time.today()),
    periodical: (codPessoa) => listPeriodicals(db, codPessoa, time.today()),
    workType: (codPessoa, locale) => listWorkTypes(db, codPessoa, locale, time.today()),
  };

  /** What every change answers: the patron's items of that kind as they now are, and the confirmation. */
  const changed = async <K extends ProfileKind>(kind: K, codPessoa: number, locale: ApiLocale) => ({
    itens: await items[kind](codPessoa, locale),
    message: translate(locale, 'PerfilAtualizado'),
  });

  return {
    /** The forms' choices, and the validity offered by default: a year from today. */
    async options(locale: ApiLocale) {
      const [choices, bibliotecas, validadePadrao] = await Promise.all([
        formOptions(db, locale),
        listLibrariesByName(db),
        yearAfter(db, time.today()),
      ]);
      return {
        tiposDSI: dsiTypes.map((codigo) => ({ codigo, descricao: DSI_NAMES[codigo][locale] })),
        ...choices,
        bibliotecas,
        validadePadrao,
      };
    },

    /** The patron's items of one kind, each with whether it is still in force. */
    list<K extends ProfileKind>(kind: K, codPessoa: number, locale: ApiLocale) {
      return items[kind](codPessoa, locale);
    },

    /** Adds terms of one kind; a term already there (the same once normalized) gets the new validity. */
    async addTerms(
      codPessoa: number,
      locale: ApiLocale,
      body: { tipoDSI: DsiType; validade: string; itens: readonly string[] },
    ) {
      assertFuture(body.validade);
      const terms = body.itens.map((termo) => ({ termo, normalizado: normalizeHeading(termo) }));
      await saveTerms(db, codPessoa, body.tipoDSI, terms, body.validade);
      return changed('term', codPessoa, locale);
    },

    async changeTermValidity(
      codPessoa: number,
      locale: ApiLocale,
      body: { codigo: number; validade: string },
    ) {
      assertFuture(body.validade);
      ownItem(await setTermValidity(db, codPessoa, body.codigo, body.validade));
      return changed('term', codPessoa, locale);
    },

    /** Authors (`autor`) or subjects (areas and subjects) of the catalogue containing the typed words. */
    searchTerms(kind: DsiType, text: string) {
      return catalogueTerms(db, kind, normalizeHeading(text));
    },

    /** Follows periodicals; every code must be a periodical of the catalogue, or none is followed. */
    async followPeriodicals(
      codPessoa: number,
      locale: ApiLocale,
      body: PeriodicalChoices & { itens: readonly number[] },
    ) {
      assertFuture(body.validade);
      const found = await existingPeriodicals(db, body.itens);
      if (found.length !== new Set(body.itens).size) throw new HttpError(404, 'PeriodicoNaoEncontrado');
      await savePeriodicals(db, codPessoa, found, body);
      return changed('periodical', codPessoa, locale);
    },

    async changePeriodical(
      codPessoa: number,
      locale: ApiLocale,
      body: PeriodicalChoices & { codigo: number },
    ) {
      assertFuture(body.validade);
      ownItem(await updatePeriodical(db, codPessoa, body.codigo, body));
      return changed('periodical', codPessoa, locale);
    },

    searchPeriodicals(text: string, libraries: readonly number[]) {
      return searchPeriodicals(db, text, libraries);
    },

    /** Follows a work type of the catalogue's list. */
    async followWorkType(
      codPessoa: number,
      locale: ApiLocale,
      body: WorkTypeChoices & { codTipoObra: number },
    ) {
      assertFuture(body.validade);
      if (!(await workTypeExists(db, body.codTipoObra))) throw invalid('codTipoObra', 'OpcaoInvalida');
      await saveWorkType(db, codPessoa, body.codTipoObra, body);
      return changed('workType', codPessoa, locale);
    },

    async changeWorkType(codPessoa: number, locale: ApiLocale, body: WorkTypeChoices & { codigo: number }) {
      assertFuture(body.validade);
      ownItem(await updateWorkType(db, codPessoa, body.codigo, body));
      return changed('workType', codPessoa, locale);
    },

    /** Deletes one of the patron's items of a kind (a term may also be named by its DSI type). */
    async remove<K extends ProfileKind>(
      kind: K,
      codPessoa: number,
      locale: ApiLocale,
      item: { codigo: number; tipoDSI?: DsiType },
    ) {
      ownItem(await deleteItem(db, kind, codPessoa, item.codigo, item.tipoDSI));
      return changed(kind, codPessoa, locale);
    },

    /** Titles matching the patron's items in force, newest first, with why each matched. */
    async titles(codPessoa: number) {
      const rows = await matchingTitles(db, codPessoa, time.today());
      return rows.map((row) => ({
        codAcervo: row.cod_acervo,
        titulo: row.titulo,
        autor: row.autor_principal,
        ano: row.ano_publicacao,
        motivo: describeMotive(row.tipo, row.motivo),
        incluidoEm: row.criado_em.toISOString(),
      }));
    },

    /**
     * Matches new titles against the profiles every hour, raising their alerts, until the returned
     * function is called; a failed round is reported and the next one tries again.
     */
    startMatching(report: (error: unknown) => void): () => void {
      const timer = setInterval(() => {
        raiseInterestAlerts(db, time).catch(report);
      }, matchEveryMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
