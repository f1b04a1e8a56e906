import type { basketCollectionQuerySchema, basketExportBodySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { type ExportedFile, exportTitles } from '../titles/title-exports.ts';
import { basketMailBody } from './basket-mail.ts';
import {
  addToBasket,
  type BasketItemRow,
  type BasketStatus,
  basketTitleIds,
  dayAndMonthBefore,
  existingTitles,
  listBasketItems,
  listBasketItemsAcquiredBetween,
  listBasketItemsIncludedBetween,
  setBasketItemRemoved,
} from './basket-repository.ts';

const toItem = (row: BasketItemRow) => ({
  cod_acervo: row.cod_acervo,
  titulo: row.titulo,
  autor: row.autor_principal,
  ano: row.ano_publicacao,
  tipoObra: row.tipo_obra,
  situacao: row.removido_em ? ('removido' as const) : ('no_acervo' as const),
  incluidoEm: row.incluido_em.toISOString(),
  removidoEm: row.removido_em?.toISOString() ?? null,
  disponiveis: row.disponiveis,
});

const asText = (file: ExportedFile) =>
  typeof file.body === 'string' ? file.body : file.body.toString('utf8');

type BasketExport =
  | { kind: 'sent'; message: string }
  | { kind: 'text'; tipo: ExportedFileFormat; total: number; texto: string }
  | { kind: 'file'; file: ExportedFile; filename: string };

type ExportedFileFormat = z.infer<typeof basketExportBodySchema>['tipo'];

/** The permanent basket (ADR 062) and its exports (ADR 057). */
export function createBasketService(db: Database, time: LibraryTime, mailer: Mailer) {
  async function items(codPessoa: number, locale: ApiLocale, status: BasketStatus = 'no_acervo') {
    return (await listBasketItems(db, codPessoa, locale, status)).map(toItem);
  }

  /** The basket now, with the confirmation a change answers. */
  async function changed(codPessoa: number, locale: ApiLocale) {
    return { itens: await items(codPessoa, locale), message: translate(locale, 'CestaAtualizada') };
  }

  /** The titles an export holds: those given that exist, in their order, else the patron's basket. */
  async function exportIds(codPessoa: number | null, given: number[] | undefined): Promise<number[]> {
    if (given) {
      const known = await existingTitles(db, given);
      return [...new Set(given)].filter((id) => known.has(id));
    }
    if (codPessoa === null)
      throw new HttpError(422, 'DadosInvalidos', {
        code: 'VALIDACAO',
        fields: { acervos: 'CampoObrigatorio' },
      });
    return basketTitleIds(db, codPessoa);
  }

  return {
    list: async (codPessoa: number, locale: ApiLocale, status: BasketStatus) => ({
      itens: await items(codPessoa, locale, status),
    }),

    /** Puts titles in the basket; every one must exist. */
    async add(codPessoa: number, titles: number[], locale: ApiLocale) {
      const ids = [...new Set(titles)];
      if ((await existingTitles(db, ids)).size !== ids.length)
        throw new HttpError(404, 'TituloNaoEncontrado');
      await addToBasket(db, codPessoa, ids);
      return changed(codPessoa, locale);
    },

    async setRemoved(codPessoa: number, codAcervo: number, removed: boolean, locale: ApiLocale) {
      if (!(await setBasketItemRemoved(db, codPessoa, codAcervo, removed)))
        throw new HttpError(404, 'CestaItemNaoEncontrado');
      return changed(codPessoa, locale);
    },

    /** Basket titles of a period: put in the basket (`I`) or with copies acquired; default the last month. */
    async collection(
      codPessoa: number,
      query: z.infer<typeof basketCollectionQuerySchema>,
      locale: ApiLocale,
    ) {
      const defaults = await dayAndMonthBefore(db, time.today());
      const dataFim = query.dataFim ?? defaults.today;
      const dataIni = query.dataIni ?? (dataFim < defaults.month_ago ? dataFim : defaults.month_ago);
      const rows =
        query.tipoBusca === 'I'
          ? await listBasketItemsIncludedBetween(db, codPessoa, locale, query.situacao, {
              from: dataIni,
              to: dataFim,
              zone: time.zone,
            })
          : await listBasketItemsAcquiredBetween(db, codPessoa, locale, query.situacao, {
              from: dataIni,
              to: dataFim,
            });
      return { dataIni, dataFim, itens: rows.map(toItem) };
    },

    /** The basket (or the titles given) as text, a file or an e-mail. */
    async exportBasket(
      codPessoa: number | null,
      { tipo, dados, acervos, opcoesEmail }: z.infer<typeof basketExportBodySchema>,
      locale: ApiLocale,
    ): Promise<BasketExport> {
      if (dados === 'texto' && tipo === 'iso2709' && !opcoesEmail)
        throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { dados: 'OpcaoInvalida' } });
      const ids = await exportIds(codPessoa, acervos);
      if (ids.length === 0) throw new HttpError(404, 'CestaVazia');
      const file = await exportTitles(db, ids, tipo, locale);
      const filename = `cesta.${file.extension}`;
      if (opcoesEmail) {
        await mailer.send({
          to: opcoesEmail.email.split(';'),
          subject: translate(locale, 'CestaExportadaAssunto'),
          ...(await basketMailBody(db, ids, tipo, locale)),
          attachments: [{ filename, content: file.body, contentType: file.contentType }],
        });
        return { kind: 'sent', message: translate(locale, 'CestaEnviada') };
      }
      if (dados === 'texto') return { kind: 'text', tipo, total: ids.length, texto: asText(file) };
      return { kind: 'file', file, filename };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
