import { basketExportSentSchema, basketExportTextSchema } from '@acervo/contract';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../lib/api/api-context.tsx';
import { localeAtom } from '../../../lib/intl/locale.ts';
import { useAtomValue } from '../../../lib/jotai.ts';

/**
 * `POST /api/acervo/exportar-cesta` (tipo, dados, acervos, opcoesEmail): the session basket's titles
 * as references, RIS, BibTeX or MARC — as text for the clipboard, as a file, or by e-mail. Nothing
 * is cached: each press exports the basket as it is then.
 */
export const exportBasketPath = '/api/acervo/exportar-cesta';

export const basketExportFormats = ['abnt', 'apa', 'ris', 'bibtex', 'iso2709', 'marcxml'] as const;
export type BasketExportFormat = (typeof basketExportFormats)[number];

/** ISO 2709 is binary: it can be downloaded or mailed, never copied as text. */
export const copyableFormat = (format: BasketExportFormat) => format !== 'iso2709';

type ExportArg = { tipo: BasketExportFormat; acervos: number[] };

const exportKey = (action: 'texto' | 'arquivo' | 'email', locale: string) =>
  [exportBasketPath, action, locale] as const;

/** The export as text (`dados: 'texto'`), for the clipboard. */
export function useExportBasketText() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWRMutation(exportKey('texto', locale), (_key, { arg }: { arg: ExportArg }) =>
    client.request(exportBasketPath, {
      method: 'POST',
      schema: basketExportTextSchema,
      auth: 'private-if-present',
      body: { ...arg, dados: 'texto' },
    }),
  );
}

/** The export as a file (`dados: 'arquivo'`) and the name the server gave it. */
export function useExportBasketFile() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWRMutation(exportKey('arquivo', locale), (_key, { arg }: { arg: ExportArg }) =>
    client.download(exportBasketPath, {
      method: 'POST',
      auth: 'private-if-present',
      body: { ...arg, dados: 'arquivo' },
    }),
  );
}

/** The export mailed to one or more addresses (`opcoesEmail.email`, separated by ";"). */
export function useMailBasket() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWRMutation(exportKey('email', locale), (_key, { arg }: { arg: ExportArg & { email: string } }) =>
    client.request(exportBasketPath, {
      method: 'POST',
      schema: basketExportSentSchema,
      auth: 'private-if-present',
      body: { tipo: arg.tipo, acervos: arg.acervos, opcoesEmail: { email: arg.email } },
    }),
  );
}
