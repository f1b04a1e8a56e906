import type { ApiLocale } from '../../i18n/locale.ts';

/** A copy's situation as shown to patrons, by language. */
const SITUATIONS: Record<string, Record<ApiLocale, string>> = {
  disponivel: { pt: 'Disponível', en: 'Available', es: 'Disponible' },
  emprestado: { pt: 'Emprestado', en: 'On loan', es: 'Prestado' },
  reservado: { pt: 'Reservado', en: 'On hold', es: 'Reservado' },
  em_transito: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
  em_processamento: { pt: 'Em processamento', en: 'Being processed', es: 'En proceso' },
  extraviado: { pt: 'Extraviado', en: 'Missing', es: 'Extraviado' },
  em_reparo: { pt: 'Em reparo', en: 'Under repair', es: 'En reparación' },
};

export const copySituation = (situacao: string, locale: ApiLocale) =>
  SITUATIONS[situacao]?.[locale] ?? situacao;
