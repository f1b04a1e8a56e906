import type { dsiTypes } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';

/** The names of the kinds of profile term (`/areas-interesse/info-auxiliar`), by language. */
export const DSI_NAMES: Record<(typeof dsiTypes)[number], Record<ApiLocale, string>> = {
  area: { pt: 'Área de interesse', en: 'Area of interest', es: 'Área de interés' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
};
