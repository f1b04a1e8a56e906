import type { StorageRequestStatus } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';

/** Each status as the patron reads it, per language. */
export const storageRequestStatusNames: Record<ApiLocale, Record<StorageRequestStatus, string>> = {
  pt: {
    aguardando: 'Aguardando busca no armazém',
    disponivel: 'Disponível no balcão',
    finalizada: 'Finalizada',
    cancelada: 'Cancelada',
  },
  en: {
    aguardando: 'Being fetched from storage',
    disponivel: 'Ready at the desk',
    finalizada: 'Finished',
    cancelada: 'Cancelled',
  },
  es: {
    aguardando: 'En búsqueda en el depósito',
    disponivel: 'Disponible en el mostrador',
    finalizada: 'Finalizada',
    cancelada: 'Cancelada',
  },
};
