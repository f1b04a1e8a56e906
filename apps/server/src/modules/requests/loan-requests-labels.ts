import type { loanRequestStatuses } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';

export type LoanRequestStatus = (typeof loanRequestStatuses)[number];

/** Each status as the patron reads it, per language. */
export const loanRequestStatusNames: Record<ApiLocale, Record<LoanRequestStatus, string>> = {
  pt: {
    aguardando: 'Aguardando',
    em_transito: 'Em trânsito',
    disponivel: 'Disponível para retirada',
    finalizada: 'Finalizada',
    cancelada: 'Não finalizada (cancelada)',
  },
  en: {
    aguardando: 'Waiting',
    em_transito: 'In transit',
    disponivel: 'Available for pickup',
    finalizada: 'Finished',
    cancelada: 'Not finished (cancelled)',
  },
  es: {
    aguardando: 'En espera',
    em_transito: 'En tránsito',
    disponivel: 'Disponible para retirar',
    finalizada: 'Finalizada',
    cancelada: 'No finalizada (cancelada)',
  },
};
