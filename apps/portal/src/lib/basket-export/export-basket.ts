import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../api/api-context.tsx';
import { lazySchema } from '../api/lazy-schema.ts';

/**
 * `POST /api/acervo/exportar-cesta` (tipo, dados, acervos, opcoesEmail): titles as references, RIS,
 * BibTeX or MARCXML — as text (to copy or save) or sent by e-mail (ADR 057).
 */
export const exportBasketPath = '/api/acervo/exportar-cesta';

/** The formats a patron can copy, save or mail as text (ISO 2709 is binary: not offered as text). */
export const textExportFormats = ['abnt', 'apa', 'ris', 'bibtex', 'marcxml'] as const;
export type TextExportFormat = (typeof textExportFormats)[number];

const textSchema = lazySchema(() =>
  import('@acervo/contract/basket/basket').then((m) => m.basketExportTextSchema),
);
const sentSchema = lazySchema(() =>
  import('@acervo/contract/basket/basket').then((m) => m.basketExportSentSchema),
);

type ExportRequest = { tipo: TextExportFormat; acervos: number[] };

/** The titles' export as text. Nothing cached changes. */
export function useExportText() {
  const client = useApiClient();
  return useSWRMutation(`${exportBasketPath}#text`, (_key, { arg }: { arg: ExportRequest }) =>
    client.request(exportBasketPath, {
      method: 'POST',
      schema: textSchema,
      auth: 'private-if-present',
      body: { ...arg, dados: 'texto' },
    }),
  );
}

/** The titles' export sent to one or more addresses (separated by ";"). */
export function useExportByEmail() {
  const client = useApiClient();
  return useSWRMutation(
    `${exportBasketPath}#email`,
    (_key, { arg }: { arg: ExportRequest & { email: string } }) =>
      client.request(exportBasketPath, {
        method: 'POST',
        schema: sentSchema,
        auth: 'private-if-present',
        body: { tipo: arg.tipo, acervos: arg.acervos, opcoesEmail: { email: arg.email } },
      }),
  );
}
