import type { ApiLocale } from '../../i18n/locale.ts';

export type RequestStatus = 'aguardando' | 'em_andamento' | 'atendida' | 'cancelada';

/** Each status as the patron reads it, per language. */
export const requestStatusNames: Record<ApiLocale, Record<RequestStatus, string>> = {
  pt: {
    aguardando: 'Aguardando',
    em_andamento: 'Em andamento',
    atendida: 'Atendida',
    cancelada: 'Cancelada',
  },
  en: { aguardando: 'Waiting', em_andamento: 'In progress', atendida: 'Attended', cancelada: 'Cancelled' },
  es: { aguardando: 'En espera', em_andamento: 'En curso', atendida: 'Atendida', cancelada: 'Cancelada' },
};
