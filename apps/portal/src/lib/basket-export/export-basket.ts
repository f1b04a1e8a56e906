import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../api/api-context.tsx';
import { lazySchema } from '../api/lazy-schema.ts';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';

/**
 * `POST /api/acervo/exportar-cesta` (tipo, dados, acervos, opcoesEmail): a basket's titles — the
 * session basket's or the permanent one's — as references, RIS, BibTeX or MARC: as text for the
 * clipboard, as a file, or by e-mail (ADR 057). Nothing is cached: each press exports the titles
 * as they are then.
 */
export const exportBasketPath = '/api/acervo/exportar-cesta';

export const basketExportFormats = ['abnt', 'apa', 'ris', 'bibtex', 'iso2709', 'marcxml'] as const;
export type BasketExportFormat = (typeof basketExportFormats)[number];

/** ISO 2709 is binary: it can be downloaded or mailed, never copied as text. */
export const copyableFormat = (format: BasketExportFormat) => format !== 'iso2709';

const textSchema = lazySchema(() =>
  import('@acervo/contract/basket/basket').then((m) => m.basketExportTextSchema),
);
const sentSchema = lazySchema(() =>
  import('@acervo/contract/basket/basket').then((m) => m.basketExportSentSchema),
);

type ExportArg = { tipo: BasketExportFormat; acervos: number[] };

const exportKey = (action: 'texto' | 'arquivo' | 'email', locale: string) =>
  [exportBasketPath, action, locale] as const;

/** The export as text (`dados: 'texto'`), for the clipboard or a text file. */
export function useExportBasketText() {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  return useSWRMutation(exportKey('texto', locale), (_key, { arg }: { arg: ExportArg }) =>
    client.request(exportBasketPath, {
      method: 'POST',
      schema: textSchema,
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
      schema: sentSchema,
      auth: 'private-if-present',
      body: { tipo: arg.tipo, acervos: arg.acervos, opcoesEmail: { email: arg.email } },
    }),
  );
}
